/** Any origin will do: a path is resolved against it only to see where it really leads. */
const ORIGIN = 'https://site.invalid';

/**
 * Where the site may send a reader back to (a login's `from=`, the language switch's `returnTo`):
 * the value resolved against the site's origin as a browser would (dot segments, `%2e`, `\` read as
 * `/`), kept only when it stays on the site, and handed on normalised, so what was checked is what
 * is sent: `/.//evil.example` is `//evil.example` once normalised, another site. Anything else, or a
 * value with a control character (URL parsing drops tabs and line breaks), is the fallback.
 */
export function sitePath(value: unknown, fallback = '/'): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (typeof value !== 'string' || !value.startsWith('/') || /[\u0000-\u001F\u007F]/.test(value)) return fallback;
  const url = URL.parse(value, ORIGIN);
  if (url === null || url.origin !== ORIGIN) return fallback;
  // Same origin, but a path that begins `//` is another site's address when it is a Location.
  if (url.pathname.startsWith('//')) return fallback;
  return url.pathname + url.search + url.hash;
}
