/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Read VITE_* from the repo root's .env, where every variable of the project lives.
  envDir: '..',
  server: { port: Number(process.env.CLIENT_PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.CLIENT_PORT ?? 5173), strictPort: true },
  build: { target: 'es2022', sourcemap: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
