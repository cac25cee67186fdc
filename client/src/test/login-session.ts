import { serverI18n } from '../i18n/catalogue.server';
import { saidIn } from '../i18n/said';
import * as sessionRoute from '../routes/login-session';
import { http, server } from './api';
import { requestContext } from './request-context';

/**
 * The site's /auth/login/session, where the login page's clientAction hands the ID token: the
 * route's own action, as the host runs it (the page's Origin on the post). Answers the flash
 * toast each answer set, in English words (the root's loader shows it on the next page: the browser suite's part).
 */
export function loginSessionRoute() {
  const toasts: string[] = [];
  server.use(
    http.post('*/auth/login/session', async ({ request }) => {
      const headers = new Headers(request.headers);
      headers.set('Origin', new URL(request.url).origin);
      const body = await request.arrayBuffer();
      const answer = await sessionRoute.action({
        request: new Request(request.url, { method: 'POST', headers, body }),
        params: {},
        context: requestContext(null),
      } as unknown as Parameters<typeof sessionRoute.action>[0]);
      const flash = /gc_toast=([^;]+)/.exec(answer.headers.getSetCookie().join('\n'))?.[1];
      // As the page shows it: the toast's code read in English (issue 56).
      if (flash) toasts.push(saidIn(serverI18n('en'), JSON.parse(atob(decodeURIComponent(flash))).message as string));
      return answer;
    }),
  );
  return { toasts };
}
