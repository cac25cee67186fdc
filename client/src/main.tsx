import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { forgetEarlyReads } from './lib/api-client';
import { endServerRenderedLoad } from './lib/hydration';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { Spinner } from './components/ui/spinner';
import './index.css';

function AppLoading() {
  return <Spinner label="Loading Green Circle" className="min-h-screen" />;
}

// The address the page was loaded at (rendered by the server, perhaps), before any loader redirects.
const rendered = `${location.pathname}${location.search}`;
// Shown while the first route's lazy module and loader load (instead of a blank page).
const router = createBrowserRouter(routes.map((route) => ({ ...route, HydrateFallback: AppLoading })));
// index.html's static top bar is removed by the layout drawn over it; should no layout come
// (its module failed to load), it must not stay over the router's error message.
router.subscribe((state) => {
  if (!state.initialized) return;
  forgetEarlyReads();
  endServerRenderedLoad();
  if (state.errors) document.getElementById('app-shell')?.remove();
});

const container = document.getElementById('root')!;
const app = (
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>
);
// A page rendered on the server (scripts/lib/serve-client.mjs, src/prerender) is hydrated once
// the router has the same page ready (its loader's answers come with the page): the markup on
// screen stays, React takes it over. Any other page is drawn here.
if (container.hasChildNodes() && document.documentElement.hasAttribute('data-prerendered')) {
  // In a transition React hydrates in slices, and the phone keeps answering a tap meanwhile.
  const hydrate = () => {
    const { pathname, search } = router.state.location;
    // The router went elsewhere (a member sent on from the login screen rendered for a
    // visitor): the markup is another page's, so the page is drawn afresh.
    if (`${pathname}${search}` !== rendered) {
      container.replaceChildren();
      createRoot(container).render(app);
      return;
    }
    startTransition(() => void hydrateRoot(container, app));
  };
  if (router.state.initialized) hydrate();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      hydrate();
    });
  }
} else {
  createRoot(container).render(app);
}
