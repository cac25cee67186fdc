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
 * user content carries lang="" (written as its author wrote it), a language's own name its lang —
 * and `ownWords`, the user content the test wrote itself wherever it shows.
 */
export function readableText(page: Page, ownWords: string[] = []): Promise<string> {
  return page.evaluate((known) => {
    const foreign = (element: Element | null) => element?.closest('[lang]:not([lang^="es"])') ?? null;
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || foreign(parent) || parent.closest('script,style,template,noscript')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      parts.push(node.textContent ?? '');
    }
    // A read attribute may wrap user content in the page's words ("Ver <a tip's title>"): the user
    // content found on the page (its text and its pictures' alt) is taken out of it.
    const userWords = [...document.body.querySelectorAll('[lang]:not([lang^="es"])')]
      .flatMap((element) => [element.textContent ?? '', element.getAttribute('alt') ?? ''])
      .concat(known)
      .map((text) => text.trim())
      .filter((text) => text.length > 2)
      .sort((a, b) => b.length - a.length);
    for (const element of document.body.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')) {
      if (foreign(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        if (!element.hasAttribute(name)) continue;
        let value = element.getAttribute(name) ?? '';
        for (const words of userWords) value = value.split(words).join(' ');
        parts.push(value);
      }
    }
    parts.push(document.title);
    // What the test itself wrote (titles, a comment, names) inside the page's own sentences
    // ("X comentó en «…»") is user content too.
    let text = parts.join('\n');
    for (const words of known) text = text.split(words).join(' ');
    return text;
  }, ownWords);
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

const KEYS = Object.keys(catalogue('en')).sort((a, b) => b.length - a.length);

/**
 * The catalogue keys shown raw in `text` ('nav.home' where "Inicio" belongs): what a page shows
 * for a word its catalogue was not sent (client/src/i18n/i18n.tsx).
 */
export function rawKeysIn(text: string): string[] {
  return KEYS.filter((key) =>
    new RegExp(`(?<![\\w.])${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.])`, 'u').test(text),
  );
}

/** The page's console complaints of a word its catalogue lacks, from now on (i18n.tsx logs them). */
export function missingWordsOf(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes("in this page's catalogue")) missing.push(message.text());
  });
  return missing;
}
