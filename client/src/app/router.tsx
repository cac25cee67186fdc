import { preloadAuth } from '../lib/auth-sdk';

// Every route of the product. Each screen is a lazily loaded route module exporting
// `Component` and, where it needs them, `loader`, `action` and `ErrorBoundary`, so the
// home page never downloads the dashboard, the calendar or the tip forms.
export const routes = [
  {
    path: '/',
    lazy: () => import('./layouts/main-layout'),
    children: [
      { index: true, lazy: () => import('../routes/home') },
      { path: 'explore', lazy: () => import('../routes/explore') },
      { path: 'browserTips', lazy: () => import('../routes/browse-tips') },
      { path: 'tipDetails/:id', lazy: () => import('../routes/tip-details') },
      { path: 'gardentip', lazy: () => import('../routes/share-tip') },
      { path: 'mytips', lazy: () => import('../routes/my-tips') },
      { path: 'updateTip/:id', lazy: () => import('../routes/update-tip') },
      { path: 'gardeners/:authorId', lazy: () => import('../routes/gardener') },
      { path: 'notifications', lazy: () => import('../routes/notifications') },
      { path: 'moderation', lazy: () => import('../routes/moderation') },
      { path: 'terms', lazy: () => import('../routes/terms') },
      { path: 'policy', lazy: () => import('../routes/policy') },
      // The login and sign-up screens start loading the Firebase SDK with their own code, so
      // it is there by the time the form is sent (public pages never load it for a visitor).
      { path: 'auth/login', lazy: () => (preloadAuth(), import('../routes/login')) },
      { path: 'auth/signUp', lazy: () => (preloadAuth(), import('../routes/sign-up')) },
      { path: '*', lazy: () => import('../routes/not-found') },
    ],
  },
  {
    path: '/dashboard',
    lazy: () => import('./layouts/dashboard-layout'),
    children: [
      { index: true, lazy: () => import('../routes/dashboard/overview') },
      { path: 'all-tips', lazy: () => import('../routes/dashboard/all-tips') },
      { path: 'my-items', lazy: () => import('../routes/dashboard/my-items') },
      { path: 'liked', lazy: () => import('../routes/dashboard/liked-tips') },
      { path: 'profile', lazy: () => import('../routes/dashboard/profile') },
      { path: 'garden', lazy: () => import('../routes/dashboard/garden') },
      { path: 'calendar-feed', lazy: () => import('../routes/dashboard/calendar-feed') },
    ],
  },
];
