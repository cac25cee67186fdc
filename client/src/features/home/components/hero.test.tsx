import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  it('does not tick while the page loads: it types 2 s after the page has loaded and the browser is idle', async () => {
    vi.useFakeTimers();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => {});
    render(hero());
    // Two seconds of the page's timers: no keystroke, the phrase stays as it came.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(phrase()).toBe('expert tips');

    act(() => idle.forEach((task) => task()));
    // The first phrase stays as long as every typed phrase stays (2 s), then the typing starts.
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(phrase()).toBe('expert tips');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    // Typing now: the phrase is being rewritten, with its cursor.
    expect(phrase()).not.toBe('expert tips');
    expect(phrase()).toContain('|');
  });
});

describe("findings 18: the hero's slideshow", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const swiper = () => document.querySelector('.swiper');
  const idleAfterLoad = () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => {});
    return () => act(() => idle.forEach((task) => task()));
  };

  it('draws the first slide without Swiper while the page loads, and starts Swiper when its first turn is due', async () => {
    vi.useFakeTimers();
    const becomeIdle = idleAfterLoad();
    render(hero());
    expect(screen.getByRole('img', { name: /Raised vegetable beds/ })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(swiper()).toBeNull();

    becomeIdle();
    await act(() => vi.advanceTimersByTimeAsync(3900));
    expect(swiper()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    vi.useRealTimers();
    await waitFor(() => expect(swiper()).not.toBeNull());
  });

  it('starts Swiper at once when the visitor reaches for the carousel', async () => {
    idleAfterLoad();
    render(hero());
    expect(swiper()).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('img', { name: /Raised vegetable beds/ }).closest('div')!);
    await waitFor(() => expect(swiper()).not.toBeNull());
  });
});
