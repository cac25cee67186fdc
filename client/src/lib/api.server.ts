// The API as the request's caller, on the host only: loaders and actions call
// `apiFor(context)` and hand the answer to the feature's fetchers (features/*/api/), e.g.
//   const api = apiFor(context);
//   const tip = await getTip(api, params.id);
// The client is built per request by the root middleware (lib/session.server.ts) from the
// session cookie (`Authorization: Session <cookie>`, which the API verifies itself: decision 0011)
// and carries the visitor's address for the API's rate limits, vouched for by the host's secret
// (server/src/http/visitor-address.ts). A visitor's client has no credential.
import { HOST_HEADERS } from '@green-circle/contract/constants';
import { createContext, data, type RouterContextProvider } from 'react-router';
import { env } from '../config/env';
import { createApi, type Api } from './api-client';

/** The request's client of the API (set by the root middleware). */
export const apiContext = createContext<Api | null>(null);

/**
 * What the host's Express app knows before React Router runs (client/server/app.ts): the
 * visitor's address and the secret the API shares with this host (none in `npm run dev`).
 */
export interface Visitor {
  address: string | null;
  hostSecret: string | null;
}
export const visitorContext = createContext<Visitor>({ address: null, hostSecret: null });

/** A client of the API for one request: `cookie` is the verified session cookie, null for a visitor. */
export function requestApi(cookie: string | null, { address, hostSecret }: Visitor): Api {
  const headers: Record<string, string> = {
    // The API is the host's neighbour: squeezing its answer there and unpacking it here only cost
    // both of them time (the host compresses what it sends the browser).
    'Accept-Encoding': 'identity',
    ...(address && hostSecret ? { [HOST_HEADERS.visitorAddress]: address, [HOST_HEADERS.hostSecret]: hostSecret } : {}),
  };
  return createApi({
    baseUrl: env.VITE_API_URL,
    credential: () => (cookie ? `Session ${cookie}` : null),
    headers,
    // Thrown as a response, so the page's error boundary says it in words, by its code (an Error
    // would reach the browser as React Router's 'Unexpected Server Error').
    unreachable: () => {
      throw data('messages.apiUnreachable', { status: 503 });
    },
  });
}

/** The request's API client, for a loader or an action (`context` is its argument's). */
export function apiFor(context: Readonly<RouterContextProvider>): Api {
  const api = context.get(apiContext);
  if (!api) throw new Error('No API client in this request: the root middleware (sessionMiddleware) sets it');
  return api;
}
