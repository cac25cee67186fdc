// The member hint's one bit for the client host: the member cookie (scripts/lib/serve-client.mjs
// sends a browser without it from a shared tip link straight to the login screen).
import { afterEach, describe, expect, it } from 'vitest';
import { clearMemberHint, MEMBER_COOKIE, readMemberHint, writeMemberHint } from './member-hint';

const cookies = () =>
  document.cookie
    .split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);

describe('the member hint', () => {
  afterEach(() => clearMemberHint());

  it('sets the member cookie with the hint, holding nothing about the member, and clears both together', () => {
    writeMemberHint({ displayName: 'Ada Gardener', photoURL: 'https://example.com/ada.png' });
    expect(readMemberHint()).toEqual({ displayName: 'Ada Gardener', photoURL: 'https://example.com/ada.png' });
    expect(cookies()).toEqual([`${MEMBER_COOKIE}=1`]);

    clearMemberHint();
    expect(readMemberHint()).toBeNull();
    expect(cookies()).toEqual([]);
  });

  it('keeps the cookie for a session-only sign-in too', () => {
    writeMemberHint({ displayName: 'Ada Gardener', photoURL: null }, 'session');
    expect(sessionStorage.getItem('green-circle:member')).not.toBeNull();
    expect(cookies()).toEqual([`${MEMBER_COOKIE}=1`]);
  });
});
