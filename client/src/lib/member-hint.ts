// Who was signed in last on this browser: the display name and photo only (no e-mail, no uid,
// no token), so a returning member's navbar shows their avatar from the first paint, before
// the Firebase SDK has loaded. Written whenever Firebase reports a member, removed when it
// reports none. It decides nothing: protected routes and the API still ask Firebase.
export interface MemberHint {
  displayName: string | null;
  photoURL: string | null;
}

/** Also read by index.html's inline script (vite.config.ts), before any module loads. */
export const MEMBER_HINT_KEY = 'green-circle:member';
const KEY = MEMBER_HINT_KEY;

/**
 * The hint's one bit the client host sees: a cookie saying someone signed in on this browser
 * (its value is always "1": no name, no address, no uid). Without it, a shared tip link is
 * answered with the login screen rendered on the server (scripts/lib/serve-client.mjs).
 */
export const MEMBER_COOKIE = 'gc-member';

function writeCookie(store: HintStore | null): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    // A session's hint lasts the browser session; a remembered one a year, renewed on each visit.
    const lifetime = store === null ? '; Max-Age=0' : store === 'local' ? '; Max-Age=31536000' : '';
    document.cookie = `${MEMBER_COOKIE}=1; Path=/; SameSite=Lax${lifetime}${secure}`;
  } catch {
    // cookies disabled: shared links go by the login screen, which sends a member on
  }
}

/** Where a session kept "for this tab only" (Remember me off) keeps its hint too. */
export type HintStore = 'local' | 'session';

function storage(store: HintStore): Storage | null {
  try {
    return store === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled: no hint, the navbar waits for Firebase instead
  }
}

function parse(raw: string | null | undefined): MemberHint | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<MemberHint> | null;
    if (!value || typeof value !== 'object') return null;
    const text = (field: unknown) => (typeof field === 'string' && field !== '' ? field : null);
    return { displayName: text(value.displayName), photoURL: text(value.photoURL) };
  } catch {
    return null;
  }
}

// The storage the next hint goes to: where the last one was found, or what the last sign-in chose.
let chosen: HintStore = 'local';

/** The hint (remembering the storage it came from), or null for a visitor. */
export function readMemberHint(): MemberHint | null {
  for (const store of ['session', 'local'] as const) {
    const hint = parse(storage(store)?.getItem(KEY));
    if (hint) {
      chosen = store;
      return hint;
    }
  }
  return null;
}

/** A sign-in says where its session lives, and so where the hint lives from now on. */
export function keepHintIn(store: HintStore): void {
  chosen = store;
}

export function writeMemberHint(hint: MemberHint, store: HintStore = chosen): void {
  try {
    storage(store)?.setItem(KEY, JSON.stringify({ displayName: hint.displayName, photoURL: hint.photoURL }));
    storage(store === 'local' ? 'session' : 'local')?.removeItem(KEY);
  } catch {
    // a full or disabled storage only costs the hint
  }
  writeCookie(store);
}

export function clearMemberHint(): void {
  for (const store of ['local', 'session'] as const) {
    try {
      storage(store)?.removeItem(KEY);
    } catch {
      // nothing stored then
    }
  }
  writeCookie(null);
}
