import type { User, UserCredential } from 'firebase/auth';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { loadAuth, onProfileChanged, whenAuthLoads } from './auth-sdk';
import { whenIdleAfterLoad } from './idle';
import { clearMemberHint, readMemberHint, writeMemberHint, type HintStore, type MemberHint } from './member-hint';

export interface ProfileChanges {
  displayName?: string | null;
  photoURL?: string | null;
  email?: string;
}

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
   * True while a returning member's hint waits for Firebase's word, and while an action runs.
   * A visitor's first paint never waits: the SDK is not loaded for them at all.
   */
  loading: boolean;
  signUp: (email: string, password: string) => Promise<UserCredential>;
  updateUserProfile: (changes: ProfileChanges) => Promise<void>;
  /** `remember: false` keeps the session for this browser tab only. */
  signIn: (email: string, password: string, remember?: boolean) => Promise<UserCredential>;
  signInWithGoogle: () => Promise<UserCredential>;
  resetPassword: (email: string) => Promise<void>;
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
  const [hint, setHint] = useState<MemberSummary | null>(initialHint?.hint ?? null);
  const hintStore = useRef<HintStore>(initialHint?.store ?? 'local');
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(initialHint !== null);
  // Firebase mutates the User in place on profile updates; bumping this re-renders consumers.
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    // Whoever loads the SDK first (a protected route, the login screen, an action, or the idle
    // confirmation below), the provider listens from then on.
    whenAuthLoads()
      .then(({ auth, sdk }) => {
        if (!active) return;
        unsubscribe = sdk.onAuthStateChanged(auth, (next) => {
          if (next) writeMemberHint(summaryOf(next), hintStore.current);
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
    // A route action updated the profile (sign-up's name and photo): show the member as they are now.
    const stopProfile = onProfileChanged(() => {
      void loadAuth().then(({ auth }) => {
        const current = auth.currentUser;
        if (!active || !current) return;
        writeMemberHint(summaryOf(current), hintStore.current);
        setHint(summaryOf(current));
        setRevision((r) => r + 1);
      });
    });
    return () => {
      active = false;
      stopProfile();
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
        await sdk.sendEmailVerification(credential.user).catch((error: unknown) => console.error('Verification e-mail', error));
        return credential;
      }),
    [withLoading],
  );

  const signIn = useCallback(
    (email: string, password: string, remember = true) =>
      withLoading(async () => {
        const { auth, sdk } = await loadAuth();
        await sdk.setPersistence(auth, remember ? sdk.browserLocalPersistence : sdk.browserSessionPersistence);
        // The hint lives as long as the session: this tab only when "Remember me" is off.
        hintStore.current = remember ? 'local' : 'session';
        return sdk.signInWithEmailAndPassword(auth, email, password);
      }),
    [withLoading],
  );

  const signInWithGoogle = useCallback(async () => {
    const { signInWithGooglePopup } = await loadAuth();
    return signInWithGooglePopup();
  }, []);

  const resetPassword = useCallback(
    (email: string) =>
      withLoading(async () => {
        const { auth, sdk } = await loadAuth();
        await sdk.sendPasswordResetEmail(auth, email);
        // Sending a reset e-mail changes no auth state, so nothing else lowers the flag.
        setLoading(false);
      }),
    [withLoading],
  );

  const logOut = useCallback(
    () =>
      withLoading(async () => {
        const { auth, sdk } = await loadAuth();
        await sdk.signOut(auth);
      }),
    [withLoading],
  );

  const updateUserProfile = useCallback(async ({ email, ...profile }: ProfileChanges) => {
    const { auth, sdk } = await loadAuth();
    const current = auth.currentUser;
    if (!current) throw new Error('No signed-in user');
    if (profile.displayName !== undefined || profile.photoURL !== undefined) {
      await sdk.updateProfile(current, profile);
    }
    if (email && email !== current.email) await sdk.updateEmail(current, email);
    writeMemberHint(summaryOf(current), hintStore.current);
    setHint(summaryOf(current));
    setRevision((r) => r + 1);
  }, []);

  const sendVerification = useCallback(async () => {
    const { auth, sdk } = await loadAuth();
    if (!auth.currentUser) throw new Error('No signed-in user');
    await sdk.sendEmailVerification(auth.currentUser);
  }, []);

  const refreshVerification = useCallback(async () => {
    const { auth } = await loadAuth();
    const current = auth.currentUser;
    if (!current) return false;
    if (!current.emailVerified) await current.reload();
    if (current.emailVerified && (await current.getIdTokenResult()).claims.email_verified !== true) {
      await current.getIdToken(true);
    }
    setRevision((r) => r + 1);
    return current.emailVerified;
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, member: hint, loading, signUp, updateUserProfile, signIn, signInWithGoogle, resetPassword, logOut, sendVerification, refreshVerification }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- revision: a profile update changed `user` in place; hand consumers a fresh value.
    [user, hint, loading, revision, signUp, updateUserProfile, signIn, signInWithGoogle, resetPassword, logOut, sendVerification, refreshVerification],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
