import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Achievements } from './achievements';

// IntersectionObserver is the browser's, outside the product (and missing from jsdom): a small
// stand-in lets the test say how much of every observed card is visible.
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly thresholds: number[];
  private readonly targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.thresholds = ([] as number[]).concat(options.threshold ?? 0);
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  show(ratio: number) {
    const entries = [...this.targets].map(
      (target) =>
        ({
          target,
          isIntersecting: ratio > 0,
          intersectionRatio: ratio,
          time: 0,
        }) as unknown as IntersectionObserverEntry,
    );
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}
const mockAllIsIntersecting = (ratio: number) =>
  FakeIntersectionObserver.all.forEach((observer) => observer.show(ratio));

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

const shownFigures = () =>
  screen.getAllByRole('listitem').map((card) => card.querySelector('p > span[aria-hidden="true"]')!.textContent);

describe('Achievements', () => {
  it('gives screen readers the four final figures at once', () => {
    render(<Achievements />);
    const cards = screen.getAllByRole('listitem');
    expect(
      cards.map((card) => [within(card).getByRole('heading').textContent, card.querySelector('.sr-only')!.textContent]),
    ).toEqual([
      ['Volunteers', '5,000+'],
      ['Trees Planted', '120,000+'],
      ['Countries Reached', '15+'],
      ['Waste Recycled', '300 Tons'],
    ]);
  });

  it('counts up to the figures when the cards scroll into view, and again on every return', async () => {
    render(<Achievements />);
    expect(shownFigures()).toEqual(['0+', '0+', '0+', '0 Tons']);

    // Under half of each card visible: nothing moves yet.
    act(() => mockAllIsIntersecting(0.4));
    expect(shownFigures()).toEqual(['0+', '0+', '0+', '0 Tons']);

    act(() => mockAllIsIntersecting(0.6));
    await waitFor(() => expect(shownFigures()).toEqual(['5,000+', '120,000+', '15+', '300 Tons']), {
      timeout: 4000,
      interval: 100,
    });

    act(() => mockAllIsIntersecting(0));
    expect(shownFigures()).toEqual(['0+', '0+', '0+', '0 Tons']);
    act(() => mockAllIsIntersecting(0.6));
    await waitFor(() => expect(shownFigures()).toEqual(['5,000+', '120,000+', '15+', '300 Tons']), {
      timeout: 4000,
      interval: 100,
    });
  }, 15_000);
});
