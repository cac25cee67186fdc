import { Children, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { Links as RouterLinks } from 'react-router';

/** A built stylesheet's text by the address React Router links it at; undefined: link it instead. */
export type StyleText = (href: string) => string | undefined;

/**
 * In the browser, the stylesheets the server wrote into the page, read before React takes it over:
 * the first render draws the same <style> the HTML has (no hydration mismatch, no second download).
 */
function writtenInPage(): StyleText {
  const texts = new Map<string, string>();
  if (typeof document !== 'undefined') {
    for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]'))
      texts.set(style.dataset.href ?? '', style.textContent ?? '');
  }
  return (href) => texts.get(href);
}

/** The server provides the build's files (entry.server.tsx); in the browser, what the page came with. */
export const StyleTextContext = createContext<StyleText>(writtenInPage());

/**
 * React Router's links with each known stylesheet written into the page (issue 33 #19): on a slow
 * phone a linked sheet is one more round trip before the first paint, and what the browser fetches
 * meanwhile (the app's modules) shares the line with it. A sheet whose text is not known (a page the
 * app moves to later, the dev server) stays a link.
 */
export function Links() {
  const textOf = useContext(StyleTextContext);
  const links = RouterLinks({}) as ReactElement<{ children: ReactNode }> | null;
  return Children.map(links?.props.children, (child) => {
    if (!isValidElement<{ rel?: string; href?: string }>(child) || child.type !== 'link') return child;
    const { rel, href } = child.props;
    const text = rel === 'stylesheet' && href ? textOf(href) : undefined;
    return text === undefined ? child : <style data-href={href} dangerouslySetInnerHTML={{ __html: text }} />;
  });
}
