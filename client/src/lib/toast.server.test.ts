import { describe, expect, it } from 'vitest';
import { shouldRevalidate } from '../root';
import { doneWithToast, readToast, redirectWithToast, refusedWithToast } from './toast.server';

/** The browser's side: the cookie a response sets, sent back on the next request. */
const nextRequest = (response: Response, url = 'http://localhost/next') => {
  const setCookie = response.headers.get('Set-Cookie') ?? '';
  return new Request(url, { headers: { Cookie: setCookie.split(';')[0]! } });
};

describe('the flash toast (decision 0016)', () => {
  it('rides a redirect to the next page, which reads it once and clears it', async () => {
    const response = await redirectWithToast('/tipDetails/abc', {
      kind: 'success',
      message: 'Tip submitted successfully!',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/tipDetails/abc');
    expect(response.headers.get('Set-Cookie')).toMatch(/HttpOnly/i);
    const { toast, headers } = await readToast(nextRequest(response));
    expect(toast).toMatchObject({ kind: 'success', message: 'Tip submitted successfully!' });
    expect(toast?.id).toMatch(/\w{8,}/);
    expect(headers?.get('Set-Cookie')).toMatch(/gc_toast=;.*Max-Age=0/i);
  });

  it('gives two toasts two ids (each shows once)', async () => {
    const read = async () =>
      (await readToast(nextRequest(await redirectWithToast('/', { kind: 'info', message: 'x' })))).toast?.id;
    expect(await read()).not.toBe(await read());
  });

  it('sends a plain POST back to its page and gives a fetcher its data, the toast on both', async () => {
    const post = (dest: string) =>
      new Request('http://localhost/tipDetails/abc?x=1', { method: 'POST', headers: { 'Sec-Fetch-Dest': dest } });
    const plain = (await doneWithToast(
      post('document'),
      { ok: true },
      { kind: 'success', message: 'Saved' },
    )) as unknown as Response;
    expect(plain.status).toBe(303);
    expect(plain.headers.get('Location')).toBe('/tipDetails/abc?x=1');
    expect((await readToast(nextRequest(plain))).toast?.message).toBe('Saved');
    const fetched = await doneWithToast(post('empty'), { ok: true }, { kind: 'success', message: 'Saved' });
    expect(fetched.data).toEqual({ ok: true });
    expect(new Headers(fetched.init?.headers).get('Set-Cookie')).toMatch(/^gc_toast=/);
  });

  it("gives a fetcher's refusal its status and the toast, and sends a plain POST back to its page with it", async () => {
    const post = (dest: string) =>
      new Request('http://localhost/tipDetails/abc', { method: 'POST', headers: { 'Sec-Fetch-Dest': dest } });
    const toast = { kind: 'error', message: 'Failed to delete comment.' } as const;
    const fetched = await refusedWithToast(post('empty'), { intent: 'delete-comment' }, toast);
    expect(fetched.init?.status).toBe(400);
    expect(fetched.data).toEqual({ intent: 'delete-comment' });
    expect(new Headers(fetched.init?.headers).get('Set-Cookie')).toMatch(/^gc_toast=/);
    const plain = (await refusedWithToast(post('document'), {}, toast)) as unknown as Response;
    expect(plain.status).toBe(303);
    expect(plain.headers.get('Location')).toBe('/tipDetails/abc');
    expect((await readToast(nextRequest(plain))).toast?.message).toBe('Failed to delete comment.');
  });

  it("has the root read itself again after a refused write too, so that the refusal's toast shows", () => {
    const args = { defaultShouldRevalidate: false } as Parameters<typeof shouldRevalidate>[0];
    expect(shouldRevalidate({ ...args, actionStatus: 400 })).toBe(true);
    expect(shouldRevalidate({ ...args, actionStatus: 401 })).toBe(true);
    expect(shouldRevalidate({ ...args, actionStatus: undefined })).toBe(false);
    expect(shouldRevalidate({ ...args, defaultShouldRevalidate: true, actionStatus: 200 })).toBe(true);
  });

  it('drops a cookie that is not a toast we wrote, and clears it', async () => {
    const forged = btoa(JSON.stringify({ kind: 'script', message: 'Send your password to ...', id: '1' }));
    const { toast, headers } = await readToast(
      new Request('http://localhost/', { headers: { Cookie: `gc_toast=${forged}` } }),
    );
    expect(toast).toBeNull();
    expect(headers?.get('Set-Cookie')).toMatch(/Max-Age=0/);
    // The same encoding with a toast's shape is read (so the refusals above are the checks, not the encoding).
    const fair = btoa(JSON.stringify({ kind: 'info', message: 'Hello', id: '1' }));
    expect(
      (await readToast(new Request('http://localhost/', { headers: { Cookie: `gc_toast=${fair}` } }))).toast,
    ).toEqual({
      kind: 'info',
      message: 'Hello',
      id: '1',
    });
    const long = btoa(JSON.stringify({ kind: 'info', message: 'x'.repeat(501), id: '1' }));
    expect(
      (await readToast(new Request('http://localhost/', { headers: { Cookie: `gc_toast=${long}` } }))).toast,
    ).toBeNull();
    expect(
      (await readToast(new Request('http://localhost/', { headers: { Cookie: 'gc_toast=%%%' } }))).toast,
    ).toBeNull();
  });

  it('reads nothing and sets nothing when there is no toast', async () => {
    expect(await readToast(new Request('http://localhost/', { headers: { Cookie: 'other=1' } }))).toEqual({
      toast: null,
    });
  });
});
