import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { toastsWanted } from '#app/lib/notify';
import { useTheme } from '#app/lib/theme-provider';

export const TOAST_AUTO_CLOSE_MS = 5000;

export type ToastPosition = 'top-right' | 'bottom-right';

// Loaded with the first toast (see lib/notify): toasts only ever follow something the visitor did.
const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

// At most this many toasts at once (older ones wait their turn); one on a phone, where a
// stack of them would cover the form being filled in.
const MAX_TOASTS = 3;
const phone = '(max-width: 480px)';
const subscribePhone = (change: () => void) => {
  const query = window.matchMedia(phone);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
const isPhone = () => window.matchMedia(phone).matches;

const SetPositionContext = createContext<(position: ToastPosition) => void>(() => {});

/**
 * The one toast container of the app, above the router so that a toast raised just before
 * a navigation (logout from the dashboard, then home) survives the change of layout.
 * Toasts close after 5 s; Alt+T (react-toastify's hotkey) moves focus to them.
 * A few at a time, never over the navbar.
 */
export function ToastHost({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  const [position, setPosition] = useState<ToastPosition>('top-right');
  const onPhone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, () => false);
  return (
    <SetPositionContext value={setPosition}>
      {children}
      {/* No toast is ever part of a page rendered on the server: `wanted` is false there and while
          React hydrates (its server snapshot), so the container comes after, with the first toast. */}
      {wanted && (
        <Suspense fallback={null}>
          <ToastContainer
            position={position}
            autoClose={TOAST_AUTO_CLOSE_MS}
            theme={theme}
            limit={onPhone ? 1 : MAX_TOASTS}
            // Top-right starts below the navbar, so a toast never covers the avatar menu.
            style={position === 'top-right' ? { top: '4.5rem' } : undefined}
          />
        </Suspense>
      )}
    </SetPositionContext>
  );
}

/** Where the current layout wants its toasts: top-right on the main layout, bottom-right on the dashboard. */
export function useToastPosition(position: ToastPosition) {
  const setPosition = useContext(SetPositionContext);
  useEffect(() => setPosition(position), [position, setPosition]);
}
