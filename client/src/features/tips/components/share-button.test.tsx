import { OFFLINE_MESSAGES } from '@green-circle/contract/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '#app/components/ui/toasts';
import { ThemeProvider } from '#app/lib/theme-provider';
import { ShareButton } from './share-button';
import { env } from '#app/config/env';

// The site's configured public address, not the page's own (findings 13).
const ADDRESS = `${env.PUBLIC_SITE_URL.replace(/\/$/, '')}/tipDetails/abc`;

function renderButton() {
  render(
    <ThemeProvider>
      <ToastHost>
        <ShareButton title="Deep watering" path="/tipDetails/abc" />
      </ToastHost>
    </ThemeProvider>,
  );
  return screen.getByRole('button', { name: OFFLINE_MESSAGES.share });
}

describe('ShareButton', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'share');
  });

  it("opens the phone's share sheet with the tip's full address where there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    const copy = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(renderButton());
    expect(share).toHaveBeenCalledWith({ title: 'Deep watering', url: ADDRESS });
    expect(copy).not.toHaveBeenCalled();
  });

  it('elsewhere copies the address and says so in a toast', async () => {
    const user = userEvent.setup();
    const copy = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(renderButton());
    expect(copy).toHaveBeenCalledWith(ADDRESS);
    expect(await screen.findByText(OFFLINE_MESSAGES.linkCopied)).toBeInTheDocument();
  });

  it('a dismissed share sheet copies nothing', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    const copy = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(renderButton());
    expect(share).toHaveBeenCalled();
    expect(copy).not.toHaveBeenCalled();
  });

  it('is greyed offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(renderButton()).toBeDisabled();
  });
});
