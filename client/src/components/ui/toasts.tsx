import { lazy, Suspense } from 'react';
import { useTheme } from '../../app/providers/theme-provider';

export const TOAST_AUTO_CLOSE_MS = 5000;

const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/**
 * Where toasts appear: top-right on the main layout, bottom-right on the dashboard.
 * They close after 5 s; Alt+T (react-toastify's hotkey) moves focus to them.
 */
export function Toasts({ position }: { position: 'top-right' | 'bottom-right' }) {
  const { theme } = useTheme();
  return (
    <Suspense fallback={null}>
      <ToastContainer position={position} autoClose={TOAST_AUTO_CLOSE_MS} theme={theme} />
    </Suspense>
  );
}
