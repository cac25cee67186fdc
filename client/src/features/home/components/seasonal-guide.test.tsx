import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SeasonalGuide } from './seasonal-guide';

const card = (season: string) => screen.getByRole('heading', { name: new RegExp(`^${season}`) }).closest('li')!;

describe('SeasonalGuide', () => {
  it("names each season's months, and marks the season of today's month", () => {
    render(<SeasonalGuide today={new Date(2026, 6, 15)} />);

    expect(within(card('Spring')).getByText('March – May')).toBeVisible();
    expect(within(card('Winter')).getByText('December – February')).toBeVisible();
    expect(within(card('Summer')).getByText('Now')).toBeVisible();
    expect(within(card('Autumn')).queryByText('Now')).not.toBeInTheDocument();
    expect(within(card('Summer')).getByRole('heading', { name: 'Plant' }).nextElementSibling).toHaveTextContent(
      'Basil outdoors',
    );
    expect(within(card('Summer')).getByRole('heading', { name: 'Jobs' }).nextElementSibling).toHaveTextContent(
      'Mulch to keep moisture in',
    );
  });
});
