import { createContext, lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTheme } from '../../lib/theme-provider';

export const TOAST_AUTO_CLOSE_MS = 5000;

export type ToastPosition = 'top-right' | 'bottom-right';

// Loaded after the first paint: toasts only ever follow something the visitor did.
const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

const SetPositionContext = createContext<(position: ToastPosition) => void>(() => {});

/**
 * The one toast container of the app, above the router so that a toast raised just before
 * a navigation (logout from the dashboard, then home) survives the change of layout.
 * Toasts close after 5 s; Alt+T (react-toastify's hotkey) moves focus to them.
 */
export function ToastHost({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  const [position, setPosition] = useState<ToastPosition>('top-right');
  return (
    <SetPositionContext value={setPosition}>
      {children}
      <Suspense fallback={null}>
        <ToastContainer position={position} autoClose={TOAST_AUTO_CLOSE_MS} theme={theme} />
      </Suspense>
    </SetPositionContext>
  );
}

/** Where the current layout wants its toasts: top-right on the main layout, bottom-right on the dashboard. */
export function useToastPosition(position: ToastPosition) {
  const setPosition = useContext(SetPositionContext);
  useEffect(() => setPosition(position), [position, setPosition]);
}
