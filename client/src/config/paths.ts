// Every URL of the app in one place.

/** The ids of the profile page's sections that other addresses lead to. */
export const PROFILE_SECTIONS = { garden: 'my-garden', calendarFeed: 'calendar-feed' } as const;

/** The size of a link preview's picture (og:image). */
export const PREVIEW_IMAGE = { width: 1200, height: 630 } as const;

export const paths = {
  home: '/',
  explore: '/explore',
  browseTips: '/browserTips',
  tipDetails: (id: string) => `/tipDetails/${id}`,
  shareTip: '/gardentip',
  myTips: '/mytips',
  updateTip: (id: string) => `/updateTip/${id}`,
  gardener: (authorId: string) => `/gardeners/${authorId}`,
  /** Link previews' pictures (the API makes them; the client host serves them on the site). */
  tipPreviewImage: (id: string) => `/previews/tips/${id}.jpg`,
  gardenerPreviewImage: (authorId: string) => `/previews/gardeners/${authorId}.jpg`,
  plants: '/plants',
  plant: (slug: string) => `/plants/${slug}`,
  week: '/week',
  notifications: '/notifications',
  /** An e-mail's one-click unsubscribe link (features/mail). */
  unsubscribe: (token: string) => `/unsubscribe/${token}`,
  /** An e-mail's signed "Did it work?" link (features/plan). */
  planOutcome: (token: string) => `/plan/outcome/${token}`,
  moderation: '/moderation',
  terms: '/terms',
  policy: '/policy',
  login: '/auth/login',
  signUp: '/auth/signUp',
  /** Where the e-mailed links land (the API's account e-mails, server/src/features/mail/compose-account.ts). */
  verifyEmail: '/auth/verify-email',
  resetPassword: '/auth/reset-password',
  /** Where the sign-up page hands the new account's ID token: the session and the profile (a resource route). */
  signUpAccount: '/auth/signUp/account',
  loginSession: '/auth/login/session',
  dashboard: '/dashboard',
  dashboardAllTips: '/dashboard/all-tips',
  dashboardMyItems: '/dashboard/my-items',
  dashboardLiked: '/dashboard/liked',
  dashboardProfile: '/dashboard/profile',
  dashboardPlan: '/dashboard/plan',
  /** The member's unread notifications ({ count }), for the bell (a resource route). */
  unreadCount: '/notifications/unread-count',
  /** A later page of the member's notifications (`?from=` its nextPage), read (a resource route). */
  notificationsPage: (from: string) => `/notifications/page?from=${encodeURIComponent(from)}`,
  /** Whether the session's member moderates ({ moderates }), for the account menu (a resource route). */
  myRole: '/account/role',
  /** Where the footer's language switch posts (a resource route that sets the `lang` cookie). */
  language: '/language',
  /** The next page of a list of tips (`?from=` its nextPage), for "Load more" (a resource route). */
  tipsPage: (from: string) => `/tips/page?from=${encodeURIComponent(from)}`,
  /** The home page's "In season now" for a month and hemisphere (a resource route). */
  inSeason: (month: number, hemisphere: string | null) =>
    `/tips/in-season?month=${month}${hemisphere ? `&hemisphere=${hemisphere}` : ''}`,
  /** Where the report dialog posts (a resource route). */
  reports: '/reports',
  /** Opened as a page, goes to the profile page's "My garden". */
  garden: '/dashboard/garden',
  /** Opened as a page, goes to the profile page's calendar feed. */
  calendarFeed: '/dashboard/calendar-feed',
  /** The member's data as a zip (the API's GET /me/export, streamed through the site). */
  accountExport: '/account/export',
  /** Deleting the member's account: what goes, a fresh sign-in, the confirmation. */
  deleteAccount: '/dashboard/delete-account',
  /** Where deleting the account lands, signed out: the page that says it is deleted. */
  accountDeleted: '/account/deleted',
  /** Adds or removes one of the member's plants (the garden panel's "My plants"); opened as a page, goes there. */
  myPlants: '/dashboard/my-plants',
  profileGarden: `/dashboard/profile#${PROFILE_SECTIONS.garden}`,
  profileCalendarFeed: `/dashboard/profile#${PROFILE_SECTIONS.calendarFeed}`,
} as const;

/** The login URL that brings the member back to `from` afterwards. */
export const loginPath = (from: string) => `${paths.login}?from=${encodeURIComponent(from)}`;
