const GOOGLE_APIS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];

export interface CspOptions {
  apiUrl: string;
  /** host:port of the Auth emulator (the local stack); unset in production. */
  authEmulatorHost?: string;
  authDomain: string;
}

/** Exactly what the client loads: itself, the API, Firebase Auth (the emulator locally), https images. */
export function cspDirectives(nonce: string, { apiUrl, authEmulatorHost: emulator, authDomain }: CspOptions) {
  const emulatorOrigins = emulator
    ? [`http://${emulator}`, `http://${emulator.replace(/^127\.0\.0\.1:/, 'localhost:')}`]
    : [];
  const api = new URL(apiUrl).origin;
  return {
    defaultSrc: ["'self'"],
    // The request's inline scripts (the theme, React Router's hand-over) by nonce; Google's
    // iframe library (gapi), which Firebase Auth loads for the Google pop-up.
    scriptSrc: ["'self'", `'nonce-${nonce}'`, 'https://apis.google.com'],
    // react-toastify and sweetalert2 inject their stylesheets; swiper sets inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Tips carry https image URLs from anywhere; uploaded photos come from the API.
    imgSrc: ["'self'", api, 'https:', 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", api, ...(emulator ? emulatorOrigins : GOOGLE_APIS)],
    frameSrc: emulator ? emulatorOrigins : [`https://${authDomain}`],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // The service worker (/service-worker.js) and the web app manifest are the site's own files.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    // Locally everything is plain http; browsers would otherwise upgrade the API calls.
    upgradeInsecureRequests: emulator ? null : [],
  };
}

/**
 * The service worker's own policy: it fetches what the page asked for (the page's policy chose
 * it), so it may connect wherever the page may connect or load an image from (photos it keeps).
 */
export function serviceWorkerDirectives(nonce: string, options: CspOptions) {
  const page = cspDirectives(nonce, options);
  const images = page.imgSrc.filter((source) => source !== 'data:' && source !== 'blob:');
  return { ...page, connectSrc: [...new Set([...page.connectSrc, ...images])] };
}
