// Issue 39's every-route walk: which of the catalogue's English words a page still shows to a
// Spanish reader. The words are the English catalogue's own (client/src/i18n/en.json), not a hand
// list: each message whose Spanish differs, cut into the literal pieces between its arguments
// ("Showing {shown} of # tips" gives "Showing", "of", "tips"), less any piece Spanish uses too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Page } from '@playwright/test';

const catalogue = (language: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', '..', 'client', 'src', 'i18n', `${language}.json`), 'utf8'),
  ) as Record<string, string>;

/** The literal text pieces of an ICU message, arguments and plural/select keys left out. */
function pieces(message: string): string[] {
  const found: string[] = [];
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') found.push(...token.split('#'));
      else for (const choice of Object.values(token[2] ?? {})) if (Array.isArray(choice)) walk(choice);
      // A choice that is a plain string is one piece too.
      if (typeof token !== 'string')
        for (const choice of Object.values(token[2] ?? {})) if (typeof choice === 'string') found.push(choice);
    }
  };
  walk(compileMessageOrThrow(message));
  return found.map((piece) => piece.replace(/\s+/g, ' ').trim()).filter((piece) => /\p{L}{3}/u.test(piece));
}

const wholeWord = (piece: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');

/** The English pieces a Spanish page must not show: longest first, so a phrase is named whole. */
export function englishPieces(): string[] {
  const en = catalogue('en');
  const es = catalogue('es');
  const spanish = Object.values(es).flatMap(pieces).join('\n');
  const english = new Set<string>();
  for (const [key, message] of Object.entries(en)) {
    if (es[key] === message) continue;
    for (const piece of pieces(message)) if (!wholeWord(piece).test(spanish)) english.add(piece);
  }
  return [...english].sort((a, b) => b.length - a.length);
}

/**
 * The words a person reads or hears on the page now: visible text and the read attributes
 * (aria-label, placeholder, title, alt), leaving out what claims a language other than Spanish —
 * user content carries lang="" (written as its author wrote it), a language's own name its lang.
 */
export function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const foreign = (element: Element | null) => element?.closest('[lang]:not([lang^="es"])') ?? null;
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || foreign(parent) || parent.closest('script,style,template,noscript')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      parts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')) {
      if (foreign(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
        if (element.hasAttribute(name)) parts.push(element.getAttribute(name) ?? '');
    }
    parts.push(document.title);
    return parts.join('\n');
  });
}

/** The English pieces found in `text`, each once (a longer phrase hides its own words). */
export function englishIn(text: string, english: string[]): string[] {
  let rest = text;
  const found: string[] = [];
  for (const piece of english) {
    const pattern = wholeWord(piece);
    if (!pattern.test(rest)) continue;
    found.push(piece);
    rest = rest.replace(new RegExp(pattern.source, 'gu'), ' ');
  }
  return found;
}
