export const THEME_STORAGE_KEY = 'theme';

/** The root's inline script: the reader's theme before the first paint (the CSP allows it by its hash). */
export const THEME_SCRIPT = `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');document.documentElement.dataset.theme=t==='dark'||t==='light'?t:matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}catch(e){}`;
