// Every URL of the app in one place.
export const paths = {
  home: '/',
  explore: '/explore',
  browseTips: '/browserTips',
  tipDetails: (id: string) => `/tipDetails/${id}`,
  shareTip: '/gardentip',
  myTips: '/mytips',
  updateTip: (id: string) => `/updateTip/${id}`,
  moderation: '/moderation',
  terms: '/terms',
  policy: '/policy',
  login: '/auth/login',
  signUp: '/auth/signUp',
  dashboard: '/dashboard',
  dashboardAllTips: '/dashboard/all-tips',
  dashboardMyItems: '/dashboard/my-items',
  dashboardLiked: '/dashboard/liked',
  dashboardProfile: '/dashboard/profile',
  /** Action only: saves the member's garden (the profile page's "My garden"). */
  garden: '/dashboard/garden',
  /** Action only: gives the member a new calendar feed address (the old one stops working). */
  calendarFeed: '/dashboard/calendar-feed',
} as const;

/** The login URL that brings the member back to `from` afterwards. */
export const loginPath = (from: string) => `${paths.login}?from=${encodeURIComponent(from)}`;
