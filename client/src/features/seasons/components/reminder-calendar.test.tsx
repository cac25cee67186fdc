import type { Reminder } from '@green-circle/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SEASON_MESSAGES } from '@green-circle/contract/messages';
import { describe, expect, it } from 'vitest';
import { ReminderCalendar } from './reminder-calendar';

const reminder = (title: string, month: number, tipId: string): Reminder => ({
  tipId,
  title,
  image: '/images/placeholder.svg',
  month,
  createdAt: '2026-01-10T10:00:00.000Z',
});

function show(reminders: Reminder[], now: Date) {
  const router = createMemoryRouter([{ path: '/', element: <ReminderCalendar reminders={reminders} now={now} /> }]);
  render(<RouterProvider router={router} />);
}

const dayButton = (date: Date) =>
  screen.getByRole('button', {
    name: new RegExp(`^${date.toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric' })}`),
  });

describe('ReminderCalendar', () => {
  const now = new Date(2026, 4, 14); // 14 May 2026
  const reminders = [
    reminder('Sow runner beans', 5, 'aaaaaaaaaaaaaaaaaaaaaaaa'),
    reminder('Earth up potatoes', 5, 'bbbbbbbbbbbbbbbbbbbbbbbb'),
    reminder('Plant garlic', 10, 'cccccccccccccccccccccccc'),
  ];

  it('marks the 1st of this month, where reminders fall due, and no other day', () => {
    show(reminders, now);
    expect(dayButton(new Date(2026, 4, 1))).toHaveClass('gc-reminder-day');
    expect(dayButton(new Date(2026, 4, 1))).toHaveTextContent('2 reminders');
    expect(dayButton(new Date(2026, 4, 2))).not.toHaveClass('gc-reminder-day');
    expect(dayButton(new Date(2026, 4, 14))).not.toHaveClass('gc-reminder-day');
  });

  it('lists the reminders of the day the member selects', async () => {
    show(reminders, now);
    const day = within(screen.getByTestId('reminders-of-day'));
    expect(day.getByText('No reminders on this day.')).toBeVisible();
    await userEvent.click(dayButton(new Date(2026, 4, 1)));
    expect(day.getByRole('link', { name: 'Sow runner beans' })).toHaveAttribute(
      'href',
      '/tipDetails/aaaaaaaaaaaaaaaaaaaaaaaa',
    );
    expect(day.getByRole('link', { name: 'Earth up potatoes' })).toBeVisible();
    expect(day.queryByText('Plant garlic')).not.toBeInTheDocument();
  });

  it('lists what is due this month in "This month in my garden"', () => {
    show(reminders, now);
    const panel = within(screen.getByTestId('this-month-panel'));
    expect(panel.getByRole('heading', { name: 'This month in my garden' })).toBeVisible();
    expect(panel.getAllByRole('link').map((a) => a.textContent)).toEqual(['Sow runner beans', 'Earth up potatoes']);
  });

  it('says when nothing is due this month', () => {
    show([reminder('Plant garlic', 10, 'cccccccccccccccccccccccc')], now);
    expect(within(screen.getByTestId('this-month-panel')).getByText(/Nothing due this month/)).toBeVisible();
  });
  it('issue 22 #11: lists the reminders due this month and next, each under its month, across the new year', () => {
    const december = new Date(2026, 11, 3);
    show(
      [
        reminder('Order seed catalogues', 12, 'aaaaaaaaaaaaaaaaaaaaaaaa'),
        reminder('Chit early potatoes', 1, 'bbbbbbbbbbbbbbbbbbbbbbbb'),
        reminder('Plant garlic', 10, 'cccccccccccccccccccccccc'),
      ],
      december,
    );
    const thisMonth = within(screen.getByTestId('this-month-panel'));
    expect(thisMonth.getByText('December')).toBeVisible();
    expect(thisMonth.getByRole('link', { name: 'Order seed catalogues' })).toBeVisible();
    const next = within(screen.getByTestId('next-month-panel'));
    expect(next.getByRole('heading', { name: SEASON_MESSAGES.nextMonthInMyGarden })).toBeVisible();
    expect(next.getByText('January')).toBeVisible();
    expect(next.getAllByRole('link').map((a) => a.textContent)).toEqual(['Chit early potatoes']);
    expect(next.getByRole('link', { name: 'Chit early potatoes' })).toHaveAttribute(
      'href',
      '/tipDetails/bbbbbbbbbbbbbbbbbbbbbbbb',
    );
    // October's is neither this month's nor next: it is listed under the rest of the year.
    expect(thisMonth.queryAllByRole('link', { name: 'Plant garlic' })).toHaveLength(0);
  });

  it('findings 6: lists the reminders due later in the year, soonest first, each with its month', () => {
    show(
      [
        reminder('Plant garlic', 10, 'cccccccccccccccccccccccc'),
        reminder('Order seed catalogues', 12, 'aaaaaaaaaaaaaaaaaaaaaaaa'),
        reminder('Sow chillies', 2, 'dddddddddddddddddddddddd'),
        reminder('Chit early potatoes', 1, 'bbbbbbbbbbbbbbbbbbbbbbbb'),
      ],
      new Date(2026, 11, 3),
    );
    const later = within(screen.getByTestId('upcoming-reminders'));
    expect(later.getByRole('heading', { name: 'Later in the year' })).toBeVisible();
    expect(later.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'February: Sow chillies',
      'October: Plant garlic',
    ]);
  });

  it('issue 22 #11: says when nothing is due next month', () => {
    show([reminder('Sow runner beans', 5, 'aaaaaaaaaaaaaaaaaaaaaaaa')], new Date(2026, 4, 14));
    expect(within(screen.getByTestId('next-month-panel')).getByText(SEASON_MESSAGES.nothingDueNextMonth)).toBeVisible();
  });
});
