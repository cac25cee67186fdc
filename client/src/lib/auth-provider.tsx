import type { User, UserCredential } from 'firebase/auth';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onProfileChange, updateAccountProfile, type ProfileChanges } from './account';
import { loadAuth, whenAuthLoads } from './auth-sdk';
import { whenIdleAfterLoad } from './idle';
import { useHydrated } from './hydration';
import { clearMemberHint, readMemberHint, writeMemberHint, type MemberHint } from './member-hint';

/** What the navbar shows of a member: their name and photo. */
export type MemberSummary = MemberHint;

export interface AuthContextValue {
  /** The member as Firebase knows them; null for a visitor and until Firebase has confirmed. */
  user: User | null;
  /**
   * Who to show in the navbar: the confirmed user, or before Firebase has loaded the hint a
   * returning member's last visit left (name and photo only); null for a visitor.
   */
  member: MemberSummary | null;
  /**
   * True while a returning member's hint waits for Firebase's word, and while signing up or
   * out. A visitor's first paint never waits: the SDK is not loaded for them at all.
   * (Login and the profile update are route actions: lib/account.ts.)
   */
  loading: boolean;
  /**
   * True while a page rendered on the server is drawn (there, and while the browser hydrates it):
   * who reads it is not known on the server, so the navbar draws neither Login nor an avatar.
   */
  unknown?: true;
  signUp: (email: string, password: string) => Promise<UserCredential>;
  updateUserProfile: (changes: ProfileChanges) => Promise<void>;
  signInWithGoogle: () => Promise<UserCredential>;
  logOut: () => Promise<void>;
  /** Sends (again) the e-mail whose link verifies the member's address. */
  sendVerification: () => Promise<void>;
  /**
   * Asks Firebase whether the address was verified meanwhile, and when it was, gets a fresh ID
   * token (the API reads email_verified from the token). Resolves with the current answer.
   */
  refreshVerification: () => Promise<boolean>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const summaryOf = (user: User): MemberSummary => ({ displayName: user.displayName, photoURL: user.photoURL });

export function AuthProvider({ children }: { children: ReactNode }) {
  // Read once, before the first render: a returning member is drawn as a member at once.
  const [initialHint] = useState(readMemberHint);
  const [hint, setHint] = useState<MemberSummary | null>(initialHint);
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(initialHint !== null);
  // Firebase mutates the User in place on profile updates; bumping this re-renders consumers.
  const [revision, setRevision] = useState(0);

  useEffect(
    () =>
      onProfileChange((changed) => {
        writeMemberHint(summaryOf(changed));
        setHint(summaryOf(changed));
        setRevision((r) => r + 1);
      }),
    [],
  );

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    // Whoever loads the SDK first (a protected route, the login screen, an action, or the idle
    // confirmation below), the provider listens from then on.
    whenAuthLoads()
      .then(({ auth, sdk }) => {
        if (!active) return;
        unsubscribe = sdk.onAuthStateChanged(auth, (next) => {
          if (next) writeMemberHint(summaryOf(next));
          else clearMemberHint();
          setUser(next);
          setHint(next ? summaryOf(next) : null);
          setLoading(false);
        });
      })
      .catch((error: unknown) => {
        console.error('Could not load authentication', error);
        if (active) setLoading(false);
      });
    // A returning member's hint is confirmed (or dropped) once the page is idle; a visitor's
    // page never loads the SDK.
    const cancelIdle = initialHint ? whenIdleAfterLoad(() => void loadAuth().catch(() => {})) : undefined;
    return () => {
      active = false;
      cancelIdle?.();
      unsubscribe?.();
    };
  }, [initialHint]);

  /** Runs an action with the loading flag up; a failure lowers it again (no state change follows). */
  const withLoading = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    setLoading(true);
    try {
      return await action();
    } catch (error) {
      setLoading(false);
      throw error;
    }
  }, []);

  const signUp = useCallback(
    (email: string, password: string) =>
      withLoading(async () => {
        const { auth, sdk } = await loadAuth();
        const credential = await sdk.createUserWithEmailAndPassword(auth, email, password);
        // Writing needs a verified address; a failed send is retried from the banner's "Send again".
        await sdk
          .sendEmailVerification(credential.user)
          .catch((error: unknown) => console.error('Verification e-mail', error));
        return credential;
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
        const { auth, sdk } = await loadAuth();
        await sdk.signOut(auth);
      }),
    [withLoading],
  );

  const sendVerification = useCallback(async () => {
    const { auth, sdk } = await loadAuth();
    if (!auth.currentUser) throw new Error('No signed-in user');
    await sdk.sendEmailVerification(auth.currentUser);
  }, []);

  const refreshVerification = useCallback(async () => {
    const { freshVerification } = await loadAuth();
    const verified = await freshVerification();
    setRevision((r) => r + 1);
    return verified;
  }, []);

  const hydrated = useHydrated();
  const value = useMemo<AuthContextValue>(
    // updateUserProfile: sign-up still names the new member through the provider; the profile
    // screen's action calls updateAccountProfile itself. Either way onProfileChange (above) follows.
    () => ({
      ...(hydrated
        ? { user, member: hint, loading }
        : { user: null, member: null, loading: false, unknown: true as const }),
      signUp,
      updateUserProfile: updateAccountProfile,
      signInWithGoogle,
      logOut,
      sendVerification,
      refreshVerification,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- revision: a profile update changed `user` in place; hand consumers a fresh value.
    [hydrated, user, hint, loading, revision, signUp, signInWithGoogle, logOut, sendVerification, refreshVerification],
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
