import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  type ActionFunctionArgs,
  type ClientActionFunctionArgs,
  type RouteObject,
} from 'react-router';
import { ToastContainer } from 'react-toastify';
import { showToast } from '../lib/notify';
import { paths } from '../config/paths';
import type { SessionMember } from '../lib/request-context';
import * as reportsRoute from '../routes/reports';
import * as tipsPageRoute from '../routes/tips-page';
import { requestContext, sessionMember } from './request-context';

/**
 * A framework route module: its component is the default export, its writes `action` (and/or a
 * browser `clientAction`). Typed by its generated +types (its own params, its loader's data), so
 * taken here as the data router's looser functions, as the framework's plugin does.
 */
type RouteModule = {
  default?: ComponentType<never>;
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
  clientAction?: (args: never) => unknown;
  ErrorBoundary?: RouteObject['ErrorBoundary'];
  shouldRevalidate?: RouteObject['shouldRevalidate'];
};

/**
 * The route's action as the site's server runs it for a fetcher: the browser's fetch carries the
 * page's Origin (actions refuse a post from another site), and its answer is data.
 */
const asServerAction =
  (action: NonNullable<RouteModule['action']>) =>
  async ({ request, ...rest }: ActionFunctionArgs) => {
    const headers = new Headers(request.headers);
    headers.set('Origin', new URL(request.url).origin);
    const body = request.method === 'GET' ? undefined : request.body;
    const answer = await (action as (args: ActionFunctionArgs) => unknown)({
      ...rest,
      request: new Request(request.url, { method: request.method, headers, body, duplex: 'half' } as RequestInit),
    });
    showFlashToast(answer);
    return answer;
  };

/**
 * What the root does with an answer's flash cookie (lib/toast.server.ts): the root's loader reads
 * it and the page shows it (components/ui/flash-toast.tsx). These tests have no root: the toast is shown here.
 */
function showFlashToast(answer: unknown) {
  const init = (answer as { type?: string; init?: ResponseInit } | null)?.init;
  const headers =
    answer instanceof Response
      ? answer.headers
      : (answer as { type?: string })?.type
        ? new Headers(init?.headers)
        : null;
  const flash = headers?.getSetCookie().find((cookie) => cookie.startsWith('gc_toast='));
  if (!flash) return;
  const { kind, message } = JSON.parse(atob(decodeURIComponent(flash.slice(9).split(';')[0]!))) as {
    kind: 'success' | 'error' | 'info';
    message: string;
  };
  showToast({ kind, message });
}

/** The route's writes as the framework runs them: the browser's clientAction (which may call the server's), else the server's action. */
function actionOf({ action, clientAction }: RouteModule): RouteObject['action'] {
  const server = action && asServerAction(action);
  if (!clientAction) return server;
  return (args) =>
    (clientAction as (args: ClientActionFunctionArgs) => unknown)({
      ...args,
      // As the framework's serverAction(): the action's data, unwrapped from data()'s status and headers.
      serverAction: async <T,>() => {
        if (!server) throw new Error('This route has no server action');
        const answer = (await server(args)) as { type?: string; data?: unknown };
        return (answer?.type === 'DataWithResponseInit' ? answer.data : answer) as T;
      },
    } as ClientActionFunctionArgs);
}

/** A route module as a data router's route object (what the framework's plugin does in the app). */
export const routeOf = (module: RouteModule): Omit<RouteObject, 'path' | 'index' | 'children'> => ({
  Component: module.default as RouteObject['Component'],
  loader: module.loader as RouteObject['loader'],
  action: actionOf(module),
  ErrorBoundary: module.ErrorBoundary,
  shouldRevalidate: module.shouldRevalidate,
});

/**
 * Renders one route module (its real loader, component and error boundary) at `url`
 * inside a memory router, with a stand-in login page and the toast container. `posted`: the page
 * as a plain POST's answer draws it (no JavaScript): the loader's data and the action's, as the
 * server rendered them (the route's own loader and action, called by the test).
 */
export function renderRoute(
  module: RouteModule,
  {
    path,
    url,
    member = sessionMember(),
    posted,
  }: {
    path: string;
    url: string;
    member?: SessionMember | null;
    posted?: { loaderData: unknown; actionData: unknown };
  },
) {
  const router = createMemoryRouter(
    [
      { path, ...routeOf(module), HydrateFallback: () => null } as RouteObject,
      { path: '/auth/login', element: <h1>Login page</h1> },
      // The resource routes any page calls: the report dialog's, and "Load more" of a list of tips.
      { path: paths.reports, ...routeOf(reportsRoute) },
      { path: '/tips/page', loader: tipsPageRoute.loader },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    {
      initialEntries: [url],
      getContext: () => requestContext(member),
      // The first route's id is "0" (the data router numbers them).
      hydrationData: posted && { loaderData: { 0: posted.loaderData }, actionData: { 0: posted.actionData } },
    },
  );
  const view = render(
    <>
      <RouterProvider router={router} />
      <ToastContainer />
    </>,
  );
  return { ...view, router };
}
