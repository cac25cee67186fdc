import type { User, UserCredential } from 'firebase/auth';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onProfileChange, updateAccountProfile, type ProfileChanges } from './account';
import { loadAuth, loadedAuth, whenAuthLoads } from './auth-sdk';
import { endSession } from './session';

/** What the navbar shows of a member: their name and photo. */
export interface MemberSummary {
  displayName: string | null;
  photoURL: string | null;
}

/** The signed-in member's own account, as the page needs it: the session's (root loader), or Firebase's once loaded. */
export type AccountUser = Pick<User, 'uid' | 'email' | 'displayName' | 'photoURL' | 'emailVerified'>;

/** The session's member as the root loader sends it to that member's own page (name and photo at least). */
type ServerMember = MemberSummary & Partial<AccountUser>;

export interface AuthContextValue {
  /**
   * The member's account: the session's, as the server verified it (root loader), until the
   * Firebase SDK (loaded only where a screen needs it) speaks; null for a visitor.
   */
  user: AccountUser | null;
  /**
   * Who to show in the navbar: the confirmed user, or before Firebase has loaded the member the
   * server knew from the session cookie (name and photo only); null for a visitor.
   */
  member: MemberSummary | null;
  /**
   * True while signing up or out. Nobody waits for Firebase's word: the session's member is the
   * server's (the SDK loads only on the sign-in screens). (Login is a route action: lib/sign-in.ts.)
   */
  loading: boolean;
  signUp: (email: string, password: string) => Promise<UserCredential>;
  updateUserProfile: (changes: ProfileChanges) => Promise<void>;
  signInWithGoogle: () => Promise<UserCredential>;
  logOut: () => Promise<void>;
  /**
   * Asks Firebase whether the address was verified meanwhile, and when it was, gets a fresh ID
   * token (the API reads email_verified from the token). Resolves with the current answer.
   */
  refreshVerification: () => Promise<boolean>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const summaryOf = (user: User): MemberSummary => ({ displayName: user.displayName, photoURL: user.photoURL });

interface AuthProviderProps {
  children: ReactNode;
  /** The session cookie's member, as the root loader read it on the server (or on revalidation). */
  serverMember?: ServerMember | null;
  /** Called once the session cookie was cleared here, for the server's view to be read again. */
  onSessionEnded?: () => void;
}

export function AuthProvider({ children, serverMember = null, onSessionEnded }: AuthProviderProps) {
  const [user, setUser] = useState<User | null>(null);
  // Whether Firebase has spoken since this page loaded (until then the server's word stands).
  const [known, setKnown] = useState(false);
  const [busy, setBusy] = useState(false);
  // The session this page signed out of: its member is shown no more, until the server names another.
  const [endedFor, setEndedFor] = useState<ServerMember | null>(null);
  const session = endedFor !== null && endedFor === serverMember ? null : serverMember;
  const hasSession = session !== null;
  // Firebase mutates the User in place on profile updates; bumping this re-renders consumers.
  const [revision, setRevision] = useState(0);

  useEffect(
    () =>
      onProfileChange(() => {
        setRevision((r) => r + 1);
      }),
    [],
  );

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    // Whoever loads the SDK first (the login or sign-up screen, an account action), the provider
    // listens from then on. It never loads it itself: a session's member reads and writes through
    // the site with the session cookie, and the page does not pay for the SDK.
    whenAuthLoads()
      .then(({ auth, sdk }) => {
        if (!active) return;
        unsubscribe = sdk.onAuthStateChanged(auth, (next) => {
          setUser(next);
          setKnown(true);
        });
      })
      .catch((error: unknown) => {
        console.error('Could not load authentication', error);
        if (active) setKnown(true);
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

  // Firebase signed out here (another tab, a cleared browser) while the session lives on: end it too.
  useEffect(() => {
    if (known && !user && hasSession) void endSession().then(() => onSessionEnded?.());
  }, [known, user, hasSession, onSessionEnded]);

  /** Runs an action with the loading flag up. */
  const withLoading = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await action();
    } finally {
      setBusy(false);
    }
  }, []);

  const signUp = useCallback(
    (email: string, password: string) =>
      withLoading(async () => {
        const { auth, sdk } = await loadAuth();
        // The verification e-mail is the site's: the API sends it when the member's record is made.
        return sdk.createUserWithEmailAndPassword(auth, email, password);
      }),
    [withLoading],
  );

  const signInWithGoogle = useCallback(async () => {
    const { signInWithGooglePopup } = await loadAuth();
    return signInWithGooglePopup();
  }, []);

  const logOut = useCallback(
    () =>
      withLoading(async () => {
        // The session route clears the cookie (and revokes the member's sessions); Firebase is signed
        // out too only where this page loaded it (loading it just to sign out would be waste).
        const loaded = loadedAuth();
        await Promise.all([loaded?.then(({ auth, sdk }) => sdk.signOut(auth)), endSession()]);
        setEndedFor(serverMember);
      }),
    [withLoading, serverMember],
  );

  const refreshVerification = useCallback(async () => {
    const { freshVerification } = await loadAuth();
    const verified = await freshVerification();
    setRevision((r) => r + 1);
    return verified;
  }, []);

  const member = user ? summaryOf(user) : known ? null : session;
  const sessionUser = session?.uid ? (session as AccountUser) : null;
  const account: AccountUser | null = user ?? (known ? null : sessionUser);
  const loading = busy;
  const value = useMemo<AuthContextValue>(
    // Sign-up and the profile name the member on the host (firebase-admin); a page with the SDK
    // loaded reads its User again (lib/account.ts refreshLoadedAccount), and onProfileChange follows.
    () => ({
      user: account,
      member,
      loading,
      signUp,
      updateUserProfile: updateAccountProfile,
      signInWithGoogle,
      logOut,
      refreshVerification,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- revision: a profile update changed `user` in place; hand consumers a fresh value.
    [
      account,
      member?.displayName,
      member?.photoURL,
      loading,
      revision,
      signUp,
      signInWithGoogle,
      logOut,
      refreshVerification,
    ],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The auth state where a provider is above, else null (parts that only add a member's extras). */
export function useOptionalAuth(): AuthContextValue | null {
  return useContext(AuthContext);
}
