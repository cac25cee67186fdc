import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#app/lib/notify';
import { ThemeProvider } from '#app/lib/theme-provider';
import { ToastHost } from './toasts';

describe('ToastHost', () => {
  afterEach(() => vi.useRealTimers());

  it('puts no toast container or stylesheet in the page until the first toast, which then shows', async () => {
    await import('react-toastify'); // loaded already, so a container lazily mounted would be there at once
    const stylesBefore = document.head.querySelectorAll('style').length;
    render(
      <ThemeProvider>
        <ToastHost>
          <h1>Page</h1>
        </ToastHost>
      </ThemeProvider>,
    );
    await screen.findByRole('heading', { name: 'Page' });
    // Give a container every chance to appear (React reveals suspended content up to 300 ms
    // late): a second of the page's timers run at once, on a clock of the test's own.
    vi.useFakeTimers();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    expect(document.querySelector('.Toastify')).toBeNull();
    expect(document.head.querySelectorAll('style')).toHaveLength(stylesBefore);

    // Raised before its container exists: queued, and shown once the container mounts.
    showToast({ kind: 'success', message: 'Tip shared' });
    expect(await screen.findByText('Tip shared')).toBeInTheDocument();
    expect(document.querySelector('.Toastify')).not.toBeNull();
  });
});
