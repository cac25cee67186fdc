import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MonthPicker } from './month-picker';

/** The picker in a form, as a page has it: what the form would send is read from its checkboxes. */
function renderPicker({ initial = [], hemisphere }: { initial?: number[]; hemisphere?: 'north' | 'south' } = {}) {
  render(
    <form aria-label="tip">
      <MonthPicker name="months" defaultValue={initial} hemisphere={hemisphere} />
    </form>,
  );
  return () => new FormData(screen.getByRole('form', { name: 'tip' }) as HTMLFormElement).getAll('months').map(Number);
}

const pressedSeasons = () => screen.queryAllByRole('button', { pressed: true }).map((button) => button.textContent);

describe('MonthPicker', () => {
  it('is a set of named checkboxes that a plain POST sends, ticked from the saved months', async () => {
    const sent = renderPicker({ initial: [10, 3] });
    expect(screen.getByRole('checkbox', { name: 'March' })).toBeChecked();
    expect(sent()).toEqual([3, 10]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'October' }));
    expect(sent()).toEqual([3]);
    expect(screen.getByText(/Applies:/).parentElement).toHaveTextContent('Applies: March');
  });

  it('ticks a whole season with one click, and a second click clears it', async () => {
    const sent = renderPicker({ initial: [4] });
    await userEvent.click(screen.getByRole('button', { name: 'Winter' }));
    expect(sent()).toEqual([1, 2, 4, 12]);
    expect(screen.getByRole('button', { name: 'Winter' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Spring' }));
    expect(sent()).toEqual([1, 2, 3, 4, 5, 12]);
    await userEvent.click(screen.getByRole('button', { name: 'Winter' }));
    expect(sent()).toEqual([3, 4, 5]);
  });

  it('names the seasons of the southern hemisphere for a southern author', async () => {
    const sent = renderPicker({ hemisphere: 'south' });
    await userEvent.click(screen.getByRole('button', { name: 'Summer' }));
    expect(sent()).toEqual([1, 2, 12]);
    expect(pressedSeasons()).toEqual(['Summer']);
  });

  it('clears to "All year"', async () => {
    const sent = renderPicker({ initial: [6, 7] });
    expect(screen.getByText(/Applies:/).parentElement).toHaveTextContent('June, July');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(sent()).toEqual([]);
    expect(screen.getByText(/Applies:/).parentElement).toHaveTextContent('All year');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });
});
