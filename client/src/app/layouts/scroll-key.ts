import type { Location } from 'react-router';

/**
 * The key <ScrollRestoration> saves and restores a scroll position under. React Router's own
 * (location.key) is "default" for every page a tab opens as a new document, so a shared link
 * opened in a tab that showed another page first would restore that page's scroll: the new
 * page starts scrolled down, and content arriving late then shifts what is on screen. Such a
 * page is keyed by its address instead (a reload still gets its place back); pages reached
 * inside the app keep their own history keys.
 */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}
