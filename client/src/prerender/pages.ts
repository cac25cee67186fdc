/**
 * The pages sent with their first paint in the HTML (src/prerender/prerender.tsx): the public
 * pages a first visit lands on, and the login screen a shared tip link sends a visitor to.
 * Members' pages depend on who asks, and are not (but see below).
 */
const PRERENDERED = [
  /^\/$/,
  /^\/browserTips$/,
  /^\/explore$/,
  /^\/terms$/,
  /^\/policy$/,
  /^\/auth\/login$/,
  // A gardener's public page (issue 25): its title, description and og: tags preview a shared link.
  /^\/gardeners\/[0-9a-f]{24}$/,
];

export const isPrerenderedPage = (pathname: string) => PRERENDERED.some((page) => page.test(pathname));

/**
 * Members' pages that are shared as links (a tip). A browser no member signed in on (no member
 * cookie, lib/member-hint.ts) is sent by the client host straight to the login screen, rendered,
 * instead of loading the app to find out that nobody is signed in; a browser with the cookie
 * gets the page rendered as the API shows it to anyone, the member's own parts drawn later.
 */
const SHARED_MEMBER_PAGES = [/^\/tipDetails\/[^/]+$/];

export const isSharedMemberPage = (pathname: string) => SHARED_MEMBER_PAGES.some((page) => page.test(pathname));
