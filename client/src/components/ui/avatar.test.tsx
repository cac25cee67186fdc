import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  afterEach(() => document.body.replaceChildren());

  it('shows the initials for a photo that failed before React took the server-drawn markup over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Avatar src="https://images.invalid/ivy.png" name="Ivy Nettle" />);
    document.body.append(container);
    // The browser has given up on the photo already: its error event fired before hydration.
    const img = container.querySelector('img')!;
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'naturalWidth', { value: 0 });
    await act(
      async () => void hydrateRoot(container, <Avatar src="https://images.invalid/ivy.png" name="Ivy Nettle" />),
    );
    expect(screen.getByRole('img', { name: "Ivy Nettle's profile photo" })).toHaveAttribute('data-initials', 'IN');
  });

  it('keeps a photo that loaded', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Avatar src="https://example.com/ivy.png" name="Ivy Nettle" />);
    document.body.append(container);
    const img = container.querySelector('img')!;
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'naturalWidth', { value: 64 });
    await act(async () => void hydrateRoot(container, <Avatar src="https://example.com/ivy.png" name="Ivy Nettle" />));
    expect(screen.getByRole('img', { name: "Ivy Nettle's profile photo" }).tagName).toBe('IMG');
  });
});
