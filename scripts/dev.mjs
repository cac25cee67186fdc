// `npm run dev`: the same stack as `npm start`, with Vite's dev server (hot reload) and
// `tsx watch` restarting the API on change.
process.argv.push('--dev');
await import('./start.mjs');
