import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { useHydrated } from './hydration';

const PREFIX = 'gc:draft:';

interface Stored<T> {
  values: T;
  savedAt: string;
}

/** The draft kept under this key (per member and form), or null. */
export function readDraft<T>(key: string): Stored<T> | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored<T>;
    return stored && typeof stored === 'object' && stored.values && typeof stored.savedAt === 'string' ? stored : null;
  } catch {
    return null;
  }
}

export const draftKey = (uid: string, form: string) => `${uid}:${form}`;

export interface Draft<T> {
  /** What the form starts with: the kept draft, or the baseline. */
  initial: T;
  /** When the restored draft was saved, while its note is shown (null: nothing restored, or dismissed). */
  restoredAt: string | null;
  /** Call as the member types: keeps the values, or drops the draft when they equal the baseline. */
  save: (values: T) => void;
  /** The form was sent: forget the draft; `values` become the new baseline (null: the old one). */
  clear: (values?: T | null) => void;
  /** Hide the restored-draft note (the draft itself stays). */
  dismiss: () => void;
  /** Whether values differ from the baseline (unsaved changes). */
  isDirty: (values: T) => boolean;
}

/**
 * Drafts in this browser, per member and form: saved on every change (so a reload or a failed
 * submit never loses a word), restored on return with a note, dropped once the form is sent.
 */
export function useDraft<T>(key: string | null, baseline: T): Draft<T> {
  // The draft is this browser's: a page the server drew reads it once React has taken it over.
  const hydrated = useHydrated();
  const [restored, setRestored] = useState(() => (hydrated && key ? readDraft<T>(key) : null));
  const [noteShown, setNoteShown] = useState(restored !== null);
  const read = useRef(hydrated);
  useEffect(() => {
    if (read.current || !hydrated) return;
    read.current = true;
    const found = key ? readDraft<T>(key) : null;
    setRestored(found);
    setNoteShown(found !== null);
  }, [hydrated, key]);
  const base = useRef(JSON.stringify(baseline));

  const save = useCallback(
    (values: T) => {
      // Not before the kept draft was read: the form's first values would replace it.
      if (!key || !read.current) return;
      try {
        if (JSON.stringify(values) === base.current) localStorage.removeItem(PREFIX + key);
        else
          localStorage.setItem(
            PREFIX + key,
            JSON.stringify({ values, savedAt: new Date().toISOString() } satisfies Stored<T>),
          );
      } catch {
        // Storage full or disabled: the form still works, only without a draft.
      }
    },
    [key],
  );

  const clear = useCallback(
    (values?: T | null) => {
      if (values !== undefined && values !== null) base.current = JSON.stringify(values);
      if (key) localStorage.removeItem(PREFIX + key);
      setNoteShown(false);
    },
    [key],
  );

  return {
    initial: restored?.values ?? baseline,
    restoredAt: noteShown && restored ? restored.savedAt : null,
    save,
    clear,
    dismiss: useCallback(() => setNoteShown(false), []),
    isDirty: useCallback((values: T) => JSON.stringify(values) !== base.current, []),
  };
}

/**
 * Asks before leaving while `dirty`: in-app navigation through react-router's blocker (a
 * confirm saying `message`, in the reader's language), closing or reloading the tab through
 * beforeunload (the browser's own question).
 */
export function useLeaveGuard(dirty: boolean, message: string) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers still need returnValue set to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
