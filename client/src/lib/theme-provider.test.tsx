import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '../components/ui/theme-toggle';
import { ThemeProvider, useTheme } from './theme-provider';

function ShowTheme() {
  return <p>theme: {useTheme().theme}</p>;
}

function renderTheme() {
  return render(
    <ThemeProvider>
      <ShowTheme />
      <ThemeToggle />
    </ThemeProvider>,
  );
}

function preferDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: dark && query === '(prefers-color-scheme: dark)', media: query }) as MediaQueryList,
  );
}

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });
  afterEach(() => vi.restoreAllMocks());

  it('starts from the stored preference, whatever the OS prefers', () => {
    localStorage.setItem('theme', 'light');
    preferDark(true);
    renderTheme();
    expect(screen.getByText('theme: light')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('follows the OS dark-mode preference when nothing is stored', () => {
    preferDark(true);
    renderTheme();
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('is light when nothing is stored and the OS prefers light', () => {
    preferDark(false);
    renderTheme();
    expect(screen.getByText('theme: light')).toBeInTheDocument();
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem('theme', 'purple');
    preferDark(true);
    renderTheme();
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
  });

  it('toggles the theme, stores it and sets data-theme on <html>', async () => {
    preferDark(false);
    const user = userEvent.setup();
    renderTheme();

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
