// The Firebase Auth functions the app calls through `loadAuth()` (as `sdk`): named one by one,
// so the bundle keeps only these. Only lib/firebase.ts imports this module.
export {
  browserLocalPersistence,
  browserSessionPersistence,
  createUserWithEmailAndPassword,
  deleteUser,
  onAuthStateChanged,
  setPersistence,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
} from 'firebase/auth';
