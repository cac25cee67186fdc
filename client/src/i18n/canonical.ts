import type { MetaDescriptor } from 'react-router';
import type { Language } from './languages';

type Match = { id: string; data?: unknown } | undefined;

/**
 * A page's canonical address in the language it is drawn in: the address itself for English
 * (the `x-default`, as the site links it), `?lang=` for another language, the `hreflang`
 * alternate of that language (root.tsx). A Spanish page pointing its canonical at the English
 * address tells search engines it is a copy of another language's page (Lighthouse's SEO audit
 * `canonical` fails it: "Points to another hreflang location").
 */
export function canonicalLink(url: string, matches: readonly Match[]): MetaDescriptor {
  const root = matches.find((match) => match?.id === 'root')?.data as { language?: Language } | undefined;
  const language = root?.language ?? 'en';
  return { tagName: 'link', rel: 'canonical', href: language === 'en' ? url : `${url}?lang=${language}` };
}
