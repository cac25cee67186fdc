// Lighthouse's SEO audit `link-text` fails a page with a link whose whole text says nothing of
// where it leads: its lists for our languages (lighthouse/core/audits/seo/link-text.js, v12).
// The audit reads a link's innerText (visually hidden text counts, aria-label does not).
import type { Page } from '@playwright/test';

const NON_DESCRIPTIVE: Record<string, string[]> = {
  en: [
    'click here',
    'click this',
    'go',
    'here',
    'information',
    'learn more',
    'more',
    'more info',
    'more information',
    'right here',
    'read more',
    'see more',
    'start',
    'this',
  ],
  es: [
    'click aquí',
    'click aqui',
    'clicka aquí',
    'clicka aqui',
    'pincha aquí',
    'pincha aqui',
    'aquí',
    'aqui',
    'más',
    'mas',
    'más información',
    'más informacion',
    'mas información',
    'mas informacion',
    'este',
    'enlace',
    'este enlace',
    'empezar',
  ],
};

/** The links of the page, in `language`, whose text Lighthouse finds non-descriptive (each as "text -> href"). */
export async function vagueLinks(page: Page, language: 'en' | 'es'): Promise<string[]> {
  const links = await page
    .locator('a[href]')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => [(anchor as HTMLElement).innerText.trim(), anchor.getAttribute('href') ?? '']),
    );
  const vague = new Set(NON_DESCRIPTIVE[language]);
  return links.filter(([text]) => vague.has(text!.toLowerCase())).map(([text, href]) => `${text} -> ${href}`);
}
