import { MESSAGES, SAFETY_MESSAGES } from '@green-circle/contract/messages';
import { render as renderInDom, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl, http, json, server } from '#app/test/api';
import { ToastHost } from '#app/components/ui/toasts';
import { ThemeProvider } from '#app/lib/theme-provider';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { paths } from '#app/config/paths';
import { routeOf } from '#app/test/render-route';
import { requestContext, sessionMember } from '#app/test/request-context';
import { reportAction } from '../lib/report-action.server';
import { ReportDialog } from './report-dialog';

/** The dialog on a page of the site, whose reports route sends the report as the session's member. */
function render(dialog: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element: dialog },
      { path: paths.reports, ...routeOf({ action: reportAction }) },
    ],
    { getContext: () => requestContext(sessionMember()) },
  );
  return renderInDom(<RouterProvider router={router} />);
}

const TARGET = { kind: 'tip', id: '0123456789abcdef01234567' } as const;

/** An API that takes every report: the bodies it was sent. */
function acceptReports() {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/reports'), async ({ request }) => {
      bodies.push(await request.json());
      return json({ reported: true }, { status: 201 });
    }),
  );
  return bodies;
}

describe('ReportDialog', () => {
  it('sends the target, the reason and the trimmed note once, then closes', async () => {
    const bodies = acceptReports();
    const onClose = vi.fn();
    render(<ReportDialog target={TARGET} back="/" open onClose={onClose} />);
    const send = screen.getByRole('button', { name: SAFETY_MESSAGES.reportSend });
    // No reason chosen yet: said beside the reasons, and nothing is sent.
    await userEvent.click(send);
    expect(screen.getByRole('group', { name: SAFETY_MESSAGES.reportReasonLabel })).toHaveAccessibleDescription(
      'Required',
    );
    expect(bodies).toEqual([]);
    await userEvent.click(screen.getByLabelText(SAFETY_MESSAGES.reportReasonHarmful));
    await userEvent.type(screen.getByLabelText(SAFETY_MESSAGES.reportNoteLabel), '  Makes chlorine gas  ');
    await userEvent.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ target: TARGET, reason: 'harmful', note: 'Makes chlorine gas' }]);
  });

  it('stays open when the API refuses, so nothing the member wrote is lost', async () => {
    server.use(
      http.post(apiUrl('/reports'), () =>
        json({ type: 'about:blank', title: 'x', status: 500, detail: 'x' }, { status: 500 }),
      ),
    );
    const onClose = vi.fn();
    render(<ReportDialog target={TARGET} back="/" open onClose={onClose} />);
    await userEvent.click(screen.getByLabelText(SAFETY_MESSAGES.reportReasonSpam));
    await userEvent.type(screen.getByLabelText(SAFETY_MESSAGES.reportNoteLabel), 'Ads');
    await userEvent.click(screen.getByRole('button', { name: SAFETY_MESSAGES.reportSend }));
    await waitFor(() => expect(screen.getByRole('button', { name: SAFETY_MESSAGES.reportSend })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(SAFETY_MESSAGES.reportNoteLabel)).toHaveValue('Ads');
  });

  it('findings 16: says the day’s reports are sent and until when (429), keeping what was written', async () => {
    const detail = SAFETY_MESSAGES.reportQuota(5, true, '2026-11-28T20:00:00.000Z');
    server.use(
      http.post(apiUrl('/reports'), () =>
        json(
          {
            type: 'about:blank',
            title: 'Too Many Requests',
            status: 429,
            detail,
            code: 'problem.newAccountReportQuota',
            values: { max: 5, when: '2026-11-28T20:00:00.000Z' },
          },
          { status: 429, headers: { 'Retry-After': '86400' } },
        ),
      ),
    );
    const onClose = vi.fn();
    render(
      <ThemeProvider>
        <ToastHost>
          <ReportDialog target={TARGET} back="/" open onClose={onClose} />
        </ToastHost>
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByLabelText(SAFETY_MESSAGES.reportReasonSpam));
    await userEvent.click(screen.getByRole('button', { name: SAFETY_MESSAGES.reportSend }));
    // In the dialog itself, not only in a toast that goes away.
    const said = await screen.findAllByText(detail);
    expect(said.find((element) => element.closest('form'))).toHaveAttribute('role', 'alert');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says a note the contract refuses beside the note, and sends nothing', async () => {
    const bodies = acceptReports();
    const onClose = vi.fn();
    render(<ReportDialog target={TARGET} back="/" open onClose={onClose} />);
    await userEvent.click(screen.getByLabelText(SAFETY_MESSAGES.reportReasonSpam));
    await userEvent.type(screen.getByLabelText(SAFETY_MESSAGES.reportNoteLabel), 'Buy\u200bnow');
    await userEvent.click(screen.getByRole('button', { name: SAFETY_MESSAGES.reportSend }));
    await waitFor(() =>
      expect(screen.getByLabelText(SAFETY_MESSAGES.reportNoteLabel)).toHaveAccessibleDescription(
        MESSAGES.invisibleCharacters,
      ),
    );
    expect(bodies).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
