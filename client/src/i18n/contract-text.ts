import type { I18n } from '@lingui/core';
import { codeFinder } from '@green-circle/contract/text-codes';
import { schemaText } from './schema-text';

// The contract's English texts by code: the server has them from the start (catalogue.server.ts);
// a page in another language is given them by the root loader (issue 34: not in every page's
// JavaScript, where an English page, which never translates them, would carry them for nothing).
let englishTexts: Readonly<Record<string, string>> = {};
let findCode = codeFinder(englishTexts);

/** The contract's English texts by code (`CONTRACT_TEXTS`), which the translation reads by. */
export function setContractTexts(texts: Readonly<Record<string, string>>): void {
  if (texts === englishTexts) return;
  englishTexts = texts;
  findCode = codeFinder(texts);
}

/** The code of a contract text, or of one that begins with it (the texts set above). */
export const contractCode = (text: string): string | undefined => findCode(text);

/**
 * A contract text (the spec's English: an action's toast, an API problem's detail) in the
 * reader's language, by its stable code (issue 39): the API's `code` is computed from the same
 * texts, so a detail and its code name one catalogue key. A text that begins with a known one (a
 * suspension's date after its words) keeps its tail; a schema's generic field error
 * ('Required') reads by its shape (schema-text.ts); any other text is shown as it came.
 */
export function translateContractText(i18n: I18n, text: string): string {
  if (i18n.locale === 'en') return text;
  const code = findCode(text);
  if (!code) return schemaText(i18n, text) ?? text;
  const known = i18n._(code);
  const english = englishTexts[code];
  const tail = english !== undefined && text.startsWith(english) ? text.slice(english.length) : '';
  return `${known}${tail}`;
}
