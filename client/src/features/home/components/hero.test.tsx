import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hero } from './hero';

const hero = () => (
  <MemoryRouter>
    <Hero />
  </MemoryRouter>
);
/** The heading's visible, cycling phrase (the sr-only text names them all). */
const phraseIn = (heading: HTMLElement) => heading.querySelector('[aria-hidden="true"]')!.textContent;
const phrase = () => phraseIn(screen.getByRole('heading', { level: 1 }));

describe("findings 18: the hero's typewriter", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("is the first phrase as plain text in the server's HTML (the first paint), with no cursor", () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(hero());
    expect(phraseIn(page.querySelector('h1')!)).toBe('expert tips');
  });

  it('does not tick while the page loads: it types once the page has loaded and the browser is idle', async () => {
    vi.useFakeTimers();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => {});
    render(hero());
    // Two seconds of the page's timers: no keystroke, the phrase stays as it came.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(phrase()).toBe('expert tips');

    act(() => idle.forEach((task) => task()));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    // Typing now: the phrase is being rewritten, with its cursor.
    expect(phrase()).not.toBe('expert tips');
    expect(phrase()).toContain('|');
  });
});
