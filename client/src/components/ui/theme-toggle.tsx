import { LineIcon } from './line-icons';
import { useHydrated } from '#app/lib/hydration';
import { useTheme } from '#app/lib/theme-provider';
import { useT } from '#app/i18n/i18n';

/**
 * Switches between the light and dark themes; the label says what a press will do. On a page
 * rendered on the server it is greyed until the app has taken the page over: a press before
 * would do nothing.
 */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const t = useT();
  const { theme, toggleTheme } = useTheme();
  const hydrated = useHydrated();
  const label = t(theme === 'dark' ? 'theme.toLight' : 'theme.toDark');

  return (
    <button
      type="button"
      onClick={toggleTheme}
      disabled={!hydrated}
      aria-label={label}
      title={label}
      className={`btn btn-ghost btn-circle ${className}`}
    >
      {/* Drawn by the page's theme attribute, so a page rendered on the server shows the right one too. */}
      <LineIcon name="sun" className="hidden h-5 w-5 [[data-theme=dark]_&]:block" />
      <LineIcon name="moon" className="h-5 w-5 [[data-theme=dark]_&]:hidden" />
    </button>
  );
}
