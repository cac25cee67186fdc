import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StyleText } from '../src/lib/inline-styles';

/**
 * The text of each stylesheet the build wrote under /assets in `dir` (read once: hashed files never
 * change), for the page to carry (src/lib/inline-styles.tsx). Undefined, so the page links it as
 * before, for anything else: another address, a missing file, or a sheet that could not sit in a
 * <style> as it is (one that closes the element, imports, or points at a file by a relative address).
 */
export function builtStyles(dir: string): StyleText {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (!texts.has(href)) texts.set(href, read(dir, href));
    return texts.get(href);
  };
}

const DATA_URLS = /url\(\s*(?:"data:[^"]*"|'data:[^']*'|data:[^)]*)\s*\)/g;

function read(dir: string, href: string) {
  const file = /^\/assets\/([\w.-]+\.css)(?:#.*)?$/.exec(href)?.[1];
  if (!file) return undefined;
  let text: string;
  try {
    text = readFileSync(path.join(dir, 'assets', file), 'utf8');
  } catch {
    return undefined;
  }
  // Data URIs are the same anywhere (an SVG's own url(#id) included); any other url() is not.
  const withoutData = text.replace(DATA_URLS, '');
  return /<\/style/i.test(text) || /@import|url\(/i.test(withoutData) ? undefined : text;
}
