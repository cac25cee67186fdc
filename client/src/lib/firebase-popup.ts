// The Google pop-up sign-in and its resolver (which loads Google's iframe library), in a
// chunk of their own: only the "Sign in with Google" button needs them.
import { browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup, type Auth } from 'firebase/auth';

export function signInWithGoogle(auth: Auth) {
  return signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
}
