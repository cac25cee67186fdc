import type { I18n } from '@lingui/core';
import { CONTRACT_TEXTS, messageCode } from '@green-circle/contract/message-codes';
import { schemaText } from './schema-text';

/**
 * A contract text (the spec's English: an action's toast, an API problem's detail) in the
 * reader's language, by its stable code (issue 39): the API's `code` is computed from the same
 * texts, so a detail and its code name one catalogue key. A text that begins with a known one (a
 * suspension's date after its words) keeps its tail; a schema's generic field error
 * ('Required') reads by its shape (schema-text.ts); any other text is shown as it came.
 */
export function translateContractText(i18n: I18n, text: string): string {
  if (i18n.locale === 'en') return text;
  const code = messageCode(text);
  if (!code) return schemaText(i18n, text) ?? text;
  const known = i18n._(code);
  const english = CONTRACT_TEXTS[code];
  const tail = english !== undefined && text.startsWith(english) ? text.slice(english.length) : '';
  return `${known}${tail}`;
}
