import { SAFETY_MESSAGES } from '@green-circle/contract/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportMenu } from './report-menu';

const TARGET = { kind: 'comment', id: '0123456789abcdef01234567' } as const;

describe('ReportMenu', () => {
  it('lists its actions before Report; choosing one does it and closes the menu', async () => {
    const block = vi.fn();
    render(
      <ReportMenu
        target={TARGET}
        label="More actions for Ben's comment"
        actions={[{ label: 'Block Ben', onSelect: block }]}
      />,
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
    render(<ReportMenu target={TARGET} />);
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([SAFETY_MESSAGES.report]);
  });
});
