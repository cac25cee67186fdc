// A stand-in for the 'firebase/auth' SDK (a third party, outside the product) for tests:
//   vi.mock('firebase/auth', () => import('../test/fake-firebase-auth'));
// Our own code (lib/firebase.ts, the auth provider, requireUser) then runs for real on top of it.
import { vi } from 'vitest';

export interface FakeUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  metadata: { creationTime: string; lastSignInTime: string };
  getIdToken: (forceRefresh?: boolean) => Promise<string>;
  getIdTokenResult: () => Promise<{ claims: Record<string, unknown> }>;
  reload: () => Promise<void>;
}

type Listener = (user: FakeUser | null) => void;

let current: FakeUser | null = null;
let ready = false;
let markReady: () => void = () => {};
let readyPromise = new Promise<void>((resolve) => (markReady = resolve));
const listeners = new Set<Listener>();

export function makeUser(overrides: Partial<FakeUser> = {}): FakeUser {
  return {
    uid: 'uid-ada',
    email: 'ada@example.com',
    displayName: 'Ada Gardener',
    photoURL: null,
    emailVerified: true,
    metadata: { creationTime: 'Sun, 22 Nov 2026 09:00:00 GMT', lastSignInTime: 'Sun, 22 Nov 2026 09:00:00 GMT' },
    getIdToken: async () => 'fake-id-token',
    async getIdTokenResult() {
      return { claims: { email_verified: this.emailVerified } };
    },
    reload: async () => {},
    ...overrides,
  };
}

/** Firebase reporting a (new) auth state: the first call ends the initial "loading" phase. */
export function setAuthState(user: FakeUser | null) {
  current = user;
  ready = true;
  markReady();
  for (const listener of listeners) listener(user);
}

/** Back to "Firebase has not restored the session yet"; call in beforeEach. */
export function resetFakeAuth() {
  current = null;
  ready = false;
  readyPromise = new Promise<void>((resolve) => (markReady = resolve));
  listeners.clear();
  vi.clearAllMocks();
}

const auth = {
  get currentUser() {
    return current;
  },
  authStateReady: () => readyPromise,
};

export const getAuth = () => auth;
export const initializeAuth = vi.fn(() => auth);
export const indexedDBLocalPersistence = { type: 'LOCAL' };
export const browserPopupRedirectResolver = {};
export const connectAuthEmulator = vi.fn();
export const browserLocalPersistence = { type: 'LOCAL' };
export const browserSessionPersistence = { type: 'SESSION' };
export const setPersistence = vi.fn(async () => {});

export function onAuthStateChanged(_auth: unknown, listener: Listener) {
  listeners.add(listener);
  if (ready) queueMicrotask(() => listener(current));
  return () => listeners.delete(listener);
}

export const createUserWithEmailAndPassword = vi.fn(async (_auth: unknown, email: string, _password: string) => {
  const user = makeUser({ uid: `uid-${email}`, email, displayName: null, emailVerified: false });
  setAuthState(user);
  return { user };
});

export const signInWithEmailAndPassword = vi.fn(async (_auth: unknown, email: string, _password: string) => {
  const user = makeUser({ email });
  setAuthState(user);
  return { user };
});

export class GoogleAuthProvider {}

export const signInWithPopup = vi.fn(async () => {
  const user = makeUser({ photoURL: 'https://example.com/ada.png' });
  setAuthState(user);
  return { user };
});

export const sendPasswordResetEmail = vi.fn(async () => {});

export const sendEmailVerification = vi.fn(async () => {});

export const signOut = vi.fn(async () => setAuthState(null));

export const updateProfile = vi.fn(
  async (user: FakeUser, profile: Partial<Pick<FakeUser, 'displayName' | 'photoURL'>>) => {
    Object.assign(user, profile);
  },
);

/** The address changes only when the link sent to it is opened: here, never. */
export const verifyBeforeUpdateEmail = vi.fn(async (_user: FakeUser, _email: string) => {});

export const reauthenticateWithCredential = vi.fn(async (user: FakeUser, _credential: unknown) => ({ user }));

export const EmailAuthProvider = {
  credential: (email: string, password: string) => ({ providerId: 'password', email, password }),
};

/** Removes the signed-in account (sign-up undoes a half-made account with it). */
export const deleteUser = vi.fn(async (_user: FakeUser) => setAuthState(null));
