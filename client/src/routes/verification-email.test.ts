import { describe, expect, it } from 'vitest';
import { answerApi, json } from '../test/api';
import { requestContext, sessionMember } from '../test/request-context';
import { action } from './verification-email';

const SITE = 'http://localhost:5173';

/** The banner's "Send again" as a plain form post (no JavaScript: the browser loads a document). */
const post = (returnTo: string, member = sessionMember()) =>
  action({
    request: new Request(`${SITE}/account/verification-email`, {
      method: 'POST',
      headers: { Origin: SITE, 'Sec-Fetch-Dest': 'document', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ returnTo }),
    }),
    context: requestContext(member),
    params: {},
  } as never) as Promise<Response>;

describe('findings 1: the verify banner’s "Send again" without JavaScript', () => {
  it('asks the API for the e-mail in the page’s language and comes back to the page it was on', async () => {
    const api = answerApi({ 'POST /me/verification-email': json({ sent: true }, { status: 202 }) });
    const answer = await post('/tipDetails/abc?x=1');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/tipDetails/abc?x=1');
    expect(api.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/me/verification-email', { language: 'en' }],
    ]);
  });

  it('never leaves the site, whatever the page it names (checked once normalised)', async () => {
    answerApi({ 'POST /me/verification-email': json({ sent: true }, { status: 202 }) });
    for (const returnTo of [
      '//evil.example',
      '/.//evil.example',
      '/%2e//evil.example',
      '/a/..//evil.example',
      '/./\\evil.example',
      'https://evil.example/',
    ])
      expect((await post(returnTo)).headers.get('Location'), returnTo).toBe('/');
  });
});
