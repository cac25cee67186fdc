/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { defineConfig, loadEnv } from 'vite';

// Every variable of the project lives at the repo root: the environment wins over .env, which
// wins over the defaults in .env.example (the one list of them, read with Node's own parser).
const envDir = fileURLToPath(new URL('..', import.meta.url));
const defaults = parseEnv(readFileSync(new URL('../.env.example', import.meta.url), 'utf8'));
const clientPort = Number(process.env.CLIENT_PORT ?? defaults.CLIENT_PORT);

export default defineConfig(({ mode }) => {
  // The VITE_* defaults neither the environment nor .env sets (Vite reads process.env last).
  const given = loadEnv(mode, envDir, 'VITE_');
  for (const [key, value] of Object.entries(defaults)) {
    if (key.startsWith('VITE_') && value && !given[key]) process.env[key] = value;
  }
  return {
    plugins: [react(), tailwindcss()],
    envDir,
    server: { port: clientPort, strictPort: true },
    preview: { port: clientPort, strictPort: true },
    build: { target: 'es2022', sourcemap: true },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      include: ['src/**/*.test.{ts,tsx}'],
    },
  };
});
