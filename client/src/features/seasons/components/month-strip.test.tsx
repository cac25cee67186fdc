import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MonthStrip } from './month-strip';

const active = () =>
  within(screen.getByTestId('month-strip'))
    .getAllByRole('listitem')
    .filter((li) => li.dataset.active === 'true')
    .map((li) => li.title);

describe('MonthStrip', () => {
  it('highlights the tip’s months as the reader lives them', () => {
    const { rerender } = render(<MonthStrip months={[3, 4, 5]} authorHemisphere="north" reader="north" now={1} />);
    expect(active()).toEqual(['March', 'April', 'May']);
    rerender(<MonthStrip months={[3, 4, 5]} authorHemisphere="north" reader="south" now={1} />);
    expect(active()).toEqual(['September', 'October', 'November']);
    expect(screen.getByText(/southern hemisphere/)).toBeVisible();
  });

  it('highlights every month for a tip without months and marks this month', () => {
    render(<MonthStrip reader="north" now={7} />);
    expect(active()).toHaveLength(12);
    expect(screen.getByText(/July: in season \(this month\)/)).toBeInTheDocument();
  });
});
