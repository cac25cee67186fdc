// @ts-check
// The page the service worker answers with when there is no network and nothing was kept for the
// address (docs/offline.md): one template, written at build once per language as offline.html and
// offline.es.html (the worker picks by the device's language: a worker reads no cookie).

/** Each language's words; a new language adds its own (docs/translating.md). */
export const OFFLINE_WORDS = {
  en: {
    title: 'Offline | Green Circle',
    heading: 'You are offline',
    text: 'This page was not saved on this device. The tips, reminders and garden you read while online open without a connection.',
    back: 'Back to Green Circle',
  },
  es: {
    title: 'Sin conexión | Green Circle',
    heading: 'Estás sin conexión',
    text: 'Esta página no se guardó en este dispositivo. Los consejos, recordatorios y el jardín que leíste con conexión se abren sin ella.',
    back: 'Volver a Green Circle',
  },
};

/** The file each language's page is written to: English at /offline.html, the others beside it. */
export const offlineFile = (/** @type {keyof typeof OFFLINE_WORDS} */ language) =>
  language === 'en' ? 'offline.html' : `offline.${language}.html`;

/** The page in one language. */
export function offlinePage(/** @type {keyof typeof OFFLINE_WORDS} */ language) {
  const words = OFFLINE_WORDS[language];
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#2e6b38" />
    <title>${words.title}</title>
    <link rel="icon" type="image/svg+xml" href="/images/logo.svg" />
    <style>
      :root { color-scheme: light dark; font-family: system-ui, sans-serif; background: #f8fbf6; color: #1b2a1e; }
      @media (prefers-color-scheme: dark) { :root { background: #131b15; color: #e2ebdf; } a { color: #74c98a; } }
      main { max-width: 32rem; margin: 20vh auto 0; padding: 0 1.5rem; text-align: center; line-height: 1.5; }
      a { color: #2e6b38; font-weight: 600; }
    </style>
  </head>
  <body>
    <main>
      <img src="/images/logo.svg" alt="" width="64" height="64" />
      <h1>${words.heading}</h1>
      <p>${words.text}</p>
      <p><a href="/">${words.back}</a></p>
    </main>
  </body>
</html>
`;
}

/** Writes every language's offline page into the browser build (before the worker's precache list is made). */
export function offlinePagesPlugin() {
  return /** @type {import('vite').Plugin} */ ({
    name: 'green-circle:offline-pages',
    apply: 'build',
    generateBundle() {
      for (const language of /** @type {Array<keyof typeof OFFLINE_WORDS>} */ (Object.keys(OFFLINE_WORDS)))
        this.emitFile({ type: 'asset', fileName: offlineFile(language), source: offlinePage(language) });
    },
  });
}
