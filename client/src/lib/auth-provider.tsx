import type { User, UserCredential } from 'firebase/auth';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface ProfileChanges {
  displayName?: string | null;
  photoURL?: string | null;
  email?: string;
}

export interface AuthContextValue {
  user: User | null;
  /** True until Firebase reports the first auth state, and again while an action runs. */
  loading: boolean;
  signUp: (email: string, password: string) => Promise<UserCredential>;
  updateUserProfile: (changes: ProfileChanges) => Promise<void>;
  /** `remember: false` keeps the session for this browser tab only. */
  signIn: (email: string, password: string, remember?: boolean) => Promise<UserCredential>;
  signInWithGoogle: () => Promise<UserCredential>;
  resetPassword: (email: string) => Promise<void>;
  logOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

// The Firebase SDK is loaded after the first paint, so the home page's entry chunk stays small.
const loadFirebase = () =>
  Promise.all([import('./firebase'), import('firebase/auth')]).then(([lib, sdk]) => ({
    auth: lib.auth,
    sdk,
  }));

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  // Firebase mutates the User in place on profile updates; bumping this re-renders consumers.
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    loadFirebase()
      .then(({ auth, sdk }) => {
        if (!active) return;
        unsubscribe = sdk.onAuthStateChanged(auth, (next) => {
          setUser(next);
          setLoading(false);
        });
      })
      .catch((error: unknown) => {
        console.error('Could not load authentication', error);
        if (active) setLoading(false);
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

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
        const { auth, sdk } = await loadFirebase();
        return sdk.createUserWithEmailAndPassword(auth, email, password);
      }),
    [withLoading],
  );

  const signIn = useCallback(
    (email: string, password: string, remember = true) =>
      withLoading(async () => {
        const { auth, sdk } = await loadFirebase();
        await sdk.setPersistence(auth, remember ? sdk.browserLocalPersistence : sdk.browserSessionPersistence);
        return sdk.signInWithEmailAndPassword(auth, email, password);
      }),
    [withLoading],
  );

  const signInWithGoogle = useCallback(async () => {
    const { auth, sdk } = await loadFirebase();
    return sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
  }, []);

  const resetPassword = useCallback(
    (email: string) =>
      withLoading(async () => {
        const { auth, sdk } = await loadFirebase();
        await sdk.sendPasswordResetEmail(auth, email);
        // Sending a reset e-mail changes no auth state, so nothing else lowers the flag.
        setLoading(false);
      }),
    [withLoading],
  );

  const logOut = useCallback(
    () =>
      withLoading(async () => {
        const { auth, sdk } = await loadFirebase();
        await sdk.signOut(auth);
      }),
    [withLoading],
  );

  const updateUserProfile = useCallback(async ({ email, ...profile }: ProfileChanges) => {
    const { auth, sdk } = await loadFirebase();
    const current = auth.currentUser;
    if (!current) throw new Error('No signed-in user');
    if (profile.displayName !== undefined || profile.photoURL !== undefined) {
      await sdk.updateProfile(current, profile);
    }
    if (email && email !== current.email) await sdk.updateEmail(current, email);
    setRevision((r) => r + 1);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, signUp, updateUserProfile, signIn, signInWithGoogle, resetPassword, logOut }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- revision: a profile update changed `user` in place; hand consumers a fresh value.
    [user, loading, revision, signUp, updateUserProfile, signIn, signInWithGoogle, resetPassword, logOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
