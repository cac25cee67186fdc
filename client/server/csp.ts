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
    // Locally everything is plain http; browsers would otherwise upgrade the API calls.
    upgradeInsecureRequests: emulator ? null : [],
  };
}
