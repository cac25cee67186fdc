import { OFFLINE_MESSAGES } from '@green-circle/contract/messages';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_LINE_ID, OfflineLine, useNeedsConnection } from './offline-line';

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
});
