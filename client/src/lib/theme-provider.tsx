import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from './hydration';
import { THEME_STORAGE_KEY } from './theme-script';

export type Theme = 'light' | 'dark';

interface ThemeContextValue {
  theme: Theme;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** The stored preference, else the operating system's dark-mode preference. */
export function initialTheme(): Theme {
  // Rendered on the server: the root's inline script sets the real theme before the first paint.
  if (typeof window === 'undefined') return 'light';
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage can be blocked (private mode, policies); fall back to the OS preference.
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [chosen, setTheme] = useState<Theme>(initialTheme);
  // A page rendered on the server is drawn in the light theme's words (the toggle's label) until
  // hydrated; its colours are the root's inline script's choice all along.
  const hydrated = useHydrated();
  const theme = hydrated ? chosen : 'light';

  // The root's inline script sets the attribute before the first paint; this keeps it in step afterwards.
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute('data-theme', chosen);
  }, [hydrated, chosen]);

  const toggleTheme = useCallback(() => {
    setTheme((current) => {
      const next: Theme = current === 'dark' ? 'light' : 'dark';
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Not stored: the choice still holds for this visit.
      }
      return next;
    });
  }, []);

  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
