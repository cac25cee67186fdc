import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MonthPicker } from './month-picker';

function Harness({
  initial = [],
  hemisphere,
  onChange,
}: {
  initial?: number[];
  hemisphere?: 'north' | 'south';
  onChange?: (m: number[]) => void;
}) {
  const [months, setMonths] = useState<number[]>(initial);
  return (
    <MonthPicker
      value={months}
      hemisphere={hemisphere}
      onChange={(next) => {
        setMonths(next);
        onChange?.(next);
      }}
    />
  );
}

const pressed = () =>
  screen
    .getAllByRole('button', { pressed: true })
    .map((b) => b.querySelector('.sr-only')?.textContent ?? b.textContent)
    .filter(Boolean);

describe('MonthPicker', () => {
  it('toggles single months and reports them sorted, without duplicates', async () => {
    const changes = vi.fn();
    render(<Harness onChange={changes} />);
    await userEvent.click(screen.getByRole('button', { name: 'October' }));
    await userEvent.click(screen.getByRole('button', { name: 'March' }));
    expect(changes).toHaveBeenLastCalledWith([3, 10]);
    await userEvent.click(screen.getByRole('button', { name: 'October' }));
    expect(changes).toHaveBeenLastCalledWith([3]);
    expect(screen.getByText(/Applies:/).parentElement).toHaveTextContent('Applies: March');
  });

  it('adds a whole season with one click, and a second click removes it', async () => {
    const changes = vi.fn();
    render(<Harness initial={[4]} onChange={changes} />);
    await userEvent.click(screen.getByRole('button', { name: 'Winter' }));
    expect(changes).toHaveBeenLastCalledWith([1, 2, 4, 12]);
    expect(screen.getByRole('button', { name: 'Winter' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Spring' }));
    expect(changes).toHaveBeenLastCalledWith([1, 2, 3, 4, 5, 12]);
    await userEvent.click(screen.getByRole('button', { name: 'Winter' }));
    expect(changes).toHaveBeenLastCalledWith([3, 4, 5]);
  });

  it('names the seasons of the southern hemisphere for a southern author', async () => {
    const changes = vi.fn();
    render(<Harness hemisphere="south" onChange={changes} />);
    await userEvent.click(screen.getByRole('button', { name: 'Summer' }));
    expect(changes).toHaveBeenLastCalledWith([1, 2, 12]);
    expect(pressed()).toEqual(['Summer', 'January', 'February', 'December']);
  });

  it('clears to "All year"', async () => {
    const changes = vi.fn();
    render(<Harness initial={[6, 7]} onChange={changes} />);
    expect(screen.getByText(/Applies:/).parentElement).toHaveTextContent('June, July');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(changes).toHaveBeenLastCalledWith([]);
    expect(screen.getByText(/Applies:/).parentElement).toHaveTextContent('All year');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });
});
