import { MESSAGES } from '@green-circle/contract/messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notVerifiedError } from '../test/problems';
import { ApiError } from './api-client';
import { asVerifiedMember } from './verified-member';

// Firebase's answer to "is the address verified now?" (the SDK lies outside the product).
const freshVerification = vi.fn<() => Promise<boolean>>();
vi.mock('./auth-sdk', () => ({ loadAuth: async () => ({ freshVerification }) }));

describe('a member write refused for an unverified address', () => {
  beforeEach(() => freshVerification.mockReset());

  it('is made once more when the address turns out verified (the token was older)', async () => {
    freshVerification.mockResolvedValue(true);
    const write = vi.fn().mockRejectedValueOnce(notVerifiedError()).mockResolvedValueOnce({ likes: 1 });
    await expect(asVerifiedMember(write)).resolves.toEqual({ likes: 1 });
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('stays refused, with the API’s message, when it is still not verified', async () => {
    freshVerification.mockResolvedValue(false);
    const write = vi.fn().mockRejectedValue(notVerifiedError());
    await expect(asVerifiedMember(write)).rejects.toThrow(MESSAGES.emailNotVerified);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('leaves every other failure as it is, without asking Firebase', async () => {
    for (const failure of [
      new ApiError(403, { type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Not your tip' }),
      new ApiError(500, null),
      new TypeError('Failed to fetch'),
    ]) {
      const write = vi.fn().mockRejectedValue(failure);
      await expect(asVerifiedMember(write)).rejects.toBe(failure);
      expect(write).toHaveBeenCalledTimes(1);
    }
    expect(freshVerification).not.toHaveBeenCalled();
  });
});
