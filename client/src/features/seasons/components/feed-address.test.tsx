import { MESSAGES, SEASON_MESSAGES } from '@green-circle/contract/messages';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl, http, json, server } from '../../../test/api';
import { FeedAddress } from './feed-address';

describe('FeedAddress', () => {
  it('shows the address the API gives', async () => {
    server.use(http.get(apiUrl('/me/calendar'), () => json({ url: 'http://api.test/calendar/abc.ics' })));
    render(<FeedAddress />);
    expect(await screen.findByDisplayValue('http://api.test/calendar/abc.ics')).toBeInTheDocument();
  });

  it("gives an unverified member the API's reason (verify your e-mail), not a generic failure", async () => {
    server.use(
      http.get(apiUrl('/me/calendar'), () => json({ title: 'Forbidden', status: 403, detail: MESSAGES.emailNotVerified }, { status: 403 })),
    );
    render(<FeedAddress />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailNotVerified);
    expect(screen.queryByText(SEASON_MESSAGES.feedFailed)).toBeNull();
  });

  it('says the feed failed when the API cannot answer', async () => {
    server.use(http.get(apiUrl('/me/calendar'), () => json({ title: 'Unavailable', status: 503 }, { status: 503 })));
    render(<FeedAddress />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SEASON_MESSAGES.feedFailed);
  });
});
