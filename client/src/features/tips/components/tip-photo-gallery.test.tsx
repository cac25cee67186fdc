import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TipPhotoGallery } from './tip-photo-gallery';

const photos = [
  { url: '/images/tips/mulch.svg', alt: 'The bed in spring' },
  { url: '/images/tips/compost.svg', alt: 'The first beans' },
  { url: '/images/tips/watering.svg', alt: '' },
];
const gallery = (shown = photos) => (
  <TipPhotoGallery photos={shown} title="Beans on a teepee" sizes="100vw" className="h-64" />
);
const swiper = () => document.querySelector('.swiper');

/** requestIdleCallback held: the returned function is the browser becoming idle. */
const idleAfterLoad = () => {
  const idle: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return () => act(() => idle.splice(0).forEach((task) => task()));
};

describe("issue 57: a tip's gallery, swiper on demand", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is every photo in the server's HTML, in a named scroller, slide by slide, without swiper", () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(gallery());
    document.body.append(page);
    const region = within(page).getByRole('region', { name: "The tip's photos" });
    expect(
      within(region)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3']);
    expect(within(region).getByRole('img', { name: 'The first beans' })).toBeInTheDocument();
    // A photo with nothing said of it is named by the tip.
    expect(within(region).getByRole('img', { name: 'Beans on a teepee' })).toBeInTheDocument();
    expect(page.querySelector('.swiper')).toBeNull();
    page.remove();
  });

  it('waits for the page to be idle and the gallery near the screen, then hands it to swiper with the same controls', async () => {
    const becomeIdle = idleAfterLoad();
    const seen: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          seen.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(gallery());
    const region = screen.getByRole('region', { name: "The tip's photos" });
    expect(region).toHaveAttribute('tabindex', '0');
    becomeIdle();
    expect(seen).toHaveLength(1);
    act(() => seen[0]!([{ isIntersecting: false }]));
    // Swiper's module ready: had the gallery asked for it while off screen, it would be drawn now.
    await act(async () => {
      await import('./tip-photo-swiper');
    });
    expect(swiper()).toBeNull();

    act(() => seen[0]!([{ isIntersecting: true }]));
    await waitFor(() => expect(swiper()).not.toBeNull());
    const swiped = screen.getByRole('region', { name: "The tip's photos" });
    expect(swiped).toHaveClass('swiper');
    expect(within(swiped).getAllByRole('group', { name: /^Slide \d of 3$/ })).toHaveLength(3);
    expect(within(swiped).getByRole('img', { name: 'The bed in spring' })).toBeInTheDocument();

    // The gallery's own buttons and dots move swiper, and follow it.
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled());
    // And the arrow keys, while no field has the focus.
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true'),
    );
  });
});
