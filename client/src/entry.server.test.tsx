import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError } from './entry.server';
import { hostLog } from './lib/host-log.server';

describe('the client host’s errors', () => {
  afterEach(() => vi.restoreAllMocks());

  it('findings 21: a loader’s or page’s failure goes to the host’s pino log, as the API logs, not to console.error', () => {
    const logged = vi.spyOn(hostLog, 'error').mockImplementation(() => {});
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('the API answered 500');
    handleError(failure, {
      request: new Request('http://localhost/tipDetails/1?x=1'),
      params: {},
      context: undefined as never,
    });
    expect(logged).toHaveBeenCalledWith(
      { err: failure, method: 'GET', path: '/tipDetails/1' },
      'A page failed on the server',
    );
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a reader who went away is not logged as a failure', () => {
    const logged = vi.spyOn(hostLog, 'error').mockImplementation(() => {});
    const gone = new AbortController();
    gone.abort();
    handleError(new Error('aborted'), {
      request: new Request('http://localhost/', { signal: gone.signal }),
      params: {},
      context: undefined as never,
    });
    expect(logged).not.toHaveBeenCalled();
  });

  it('a write from another site that React Router refused is a warning, not a failure of the host', () => {
    const failed = vi.spyOn(hostLog, 'error').mockImplementation(() => {});
    const warned = vi.spyOn(hostLog, 'warn').mockImplementation(() => {});
    handleError(
      new Error(
        'The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.',
      ),
      {
        request: new Request('http://localhost/tipDetails/1', {
          method: 'POST',
          headers: { Origin: 'https://evil.example' },
        }),
        params: {},
        context: undefined as never,
      },
    );
    expect(failed).not.toHaveBeenCalled();
    expect(warned).toHaveBeenCalledWith(
      { method: 'POST', path: '/tipDetails/1', origin: 'https://evil.example' },
      'A write from another site was refused',
    );
  });
});
