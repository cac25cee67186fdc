/**
 * The pages sent with their first paint in the HTML (src/prerender/prerender.tsx): the public
 * pages a first visit lands on. Members' pages depend on who asks, and are not.
 */
const PRERENDERED = [/^\/$/, /^\/browserTips$/, /^\/explore$/, /^\/terms$/, /^\/policy$/];

export const isPrerenderedPage = (pathname: string) => PRERENDERED.some((page) => page.test(pathname));
