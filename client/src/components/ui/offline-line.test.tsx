import { OFFLINE_MESSAGES } from '@green-circle/contract/messages';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECTIVITY, CONNECTIVITY_QUERY } from '#app/lib/connectivity-messages';
import { OFFLINE_LINE_ID, OfflineLine, useNeedsConnection } from './offline-line';
import es from '#app/i18n/es.json';
import { inSpanish } from '#app/test/spanish';

function LikeLike() {
  return (
    <button type="button" {...useNeedsConnection()}>
      Like
    </button>
  );
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineLine', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says nothing online; offline, one line, and what needs the network is greyed with the line as its reason', () => {
    render(
      <>
        <OfflineLine />
        <LikeLike />
      </>,
    );
    expect(screen.queryByText(OFFLINE_MESSAGES.offline)).toBeNull();
    expect(screen.getByRole('button', { name: 'Like' })).toBeEnabled();

    goOffline(true);
    const line = screen.getByText(OFFLINE_MESSAGES.offline);
    expect(line).toHaveAttribute('id', OFFLINE_LINE_ID);
    expect(screen.getByRole('status')).toContainElement(line);
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toBeDisabled();
    expect(like).toHaveAccessibleDescription(OFFLINE_MESSAGES.offline);

    goOffline(false);
    expect(screen.queryByText(OFFLINE_MESSAGES.offline)).toBeNull();
    expect(screen.getByRole('button', { name: 'Like' })).toBeEnabled();
  });

  it("takes the service worker's word: a page it answered from its caches is offline though navigator.onLine says not", async () => {
    // A fake worker container: the page asks about itself, the worker answers.
    const worker = Object.assign(new EventTarget(), { controller: { postMessage: vi.fn() } });
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    try {
      vi.resetModules();
      // The fresh modules' catalogue too (setup gave the first copy's).
      const { setFallbackI18n } = await import('#app/i18n/i18n');
      setFallbackI18n((await import('#app/i18n/catalogue.server')).serverI18n('en'));
      const { OfflineLine: FreshLine } = await import('./offline-line');
      render(<FreshLine />);
      expect(worker.controller.postMessage).toHaveBeenCalledWith({ type: CONNECTIVITY_QUERY });
      expect(screen.queryByText(OFFLINE_MESSAGES.offline)).toBeNull();

      act(() => {
        worker.dispatchEvent(new MessageEvent('message', { data: { type: CONNECTIVITY, online: false } }));
      });
      expect(screen.getByText(OFFLINE_MESSAGES.offline)).toBeInTheDocument();
      act(() => {
        worker.dispatchEvent(new MessageEvent('message', { data: { type: CONNECTIVITY, online: true } }));
      });
      expect(screen.queryByText(OFFLINE_MESSAGES.offline)).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});

/** Issue 39: the line and a greyed control's reason in the reader's language. */
describe('OfflineLine in Spanish', () => {
  inSpanish();
  afterEach(() => vi.restoreAllMocks());

  it('says it is offline, and why a control is greyed, in Spanish', () => {
    render(
      <>
        <OfflineLine />
        <LikeLike />
      </>,
    );
    goOffline(true);
    expect(screen.getByText(es['offline.offline'])).toHaveAttribute('id', OFFLINE_LINE_ID);
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('title', es['offline.needsConnection']);
  });
});
