import { describe, expect, it } from 'vitest';
import { openingWords } from './opening-words';

describe('openingWords', () => {
  it('a short text whole, its spaces folded', () => {
    expect(openingWords('Water  deeply.\nOnce a week.', 100)).toBe('Water deeply. Once a week.');
  });

  it('the first whole sentences that fit', () => {
    const text = 'Pick them ripe. Water deeply twice a week! Members read on about staking and feeding the plants.';
    expect(openingWords(text, 45)).toBe('Pick them ripe. Water deeply twice a week!');
    expect(openingWords(text, 20)).toBe('Pick them ripe.');
  });

  it('findings 2: no sentence end early enough: cut after a whole word, with "…", never inside one', () => {
    const text = 'sweet-smelling '.repeat(20);
    const cut = openingWords(text, 50);
    expect(cut).toBe('sweet-smelling sweet-smelling sweet-smelling…');
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(openingWords('Tomatoes, peppers, aubergines and more', 20)).toBe('Tomatoes, peppers…');
  });

  it('a single word longer than the limit is cut to it', () => {
    expect(openingWords('a'.repeat(30), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
