import { SAFETY_MESSAGES } from '@green-circle/contract/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ReportMenu } from './report-menu';

const TARGET = { kind: 'comment', id: '0123456789abcdef01234567' } as const;

/** On a tip's page of the site (the menu's link back is where it was opened). */
const onPage = (menu: ReactNode) => <MemoryRouter initialEntries={['/tipDetails/abc?sort=new']}>{menu}</MemoryRouter>;

describe('ReportMenu', () => {
  it('lists its actions before Report; choosing one does it and closes the menu', async () => {
    const block = vi.fn();
    render(
      onPage(
        <ReportMenu
          target={TARGET}
          label="More actions for Ben's comment"
          actions={[{ label: 'Block Ben', onSelect: block }]}
        />,
      ),
    );
    const trigger = screen.getByRole('button', { name: "More actions for Ben's comment" });
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Block Ben',
      SAFETY_MESSAGES.report,
    ]);

    await userEvent.click(screen.getByRole('menuitem', { name: 'Block Ben' }));
    expect(block).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('without actions has Report alone', async () => {
    render(onPage(<ReportMenu target={TARGET} />));
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([SAFETY_MESSAGES.report]);
  });

  it('is a link to the report page before the JavaScript runs, and opens with the keyboard once it has', async () => {
    render(onPage(<ReportMenu target={TARGET} />));
    const trigger = screen.getByRole('button', { name: 'More actions' });
    const href = new URL(trigger.getAttribute('href')!, 'http://site.test');
    expect(href.pathname).toBe('/reports');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      kind: 'comment',
      id: TARGET.id,
      back: '/tipDetails/abc?sort=new',
    });
    trigger.focus();
    await userEvent.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });
});
