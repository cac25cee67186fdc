import type { I18n } from '@lingui/core';
import { CONTRACT_TEXTS, messageCode } from '@green-circle/contract/message-codes';

/**
 * A contract text (the spec's English: an action's toast, an API problem's detail) in the
 * reader's language, by its stable code (issue 39): the API's `code` is computed from the same
 * texts, so a detail and its code name one catalogue key. A text that begins with a known one (a
 * suspension's date after its words) keeps its tail; any other text is shown as it came.
 */
export function translateContractText(i18n: I18n, text: string): string {
  if (i18n.locale === 'en') return text;
  const code = messageCode(text);
  if (!code) return fieldText(i18n, text);
  const known = i18n._(code);
  const english = CONTRACT_TEXTS[code];
  const tail = english !== undefined && text.startsWith(english) ? text.slice(english.length) : '';
  return `${known}${tail}`;
}

/**
 * The contract's field schemas' own words (contract/src/fields.ts: 'Required', 'At most 80
 * characters', the URL rules), beside a form's field: by their fixed wording, the length's number
 * kept. Any other text is shown as it came.
 */
const FIELD_TEXTS: Record<string, string> = {
  Required: 'field.required',
  'Must be an http or https URL': 'field.httpUrl',
  'Must be an https:// address': 'field.httpsAddress',
};

function fieldText(i18n: I18n, text: string): string {
  const key = FIELD_TEXTS[text];
  if (key) return i18n._(key);
  const atMost = /^At most (\d+) characters$/.exec(text);
  return atMost ? i18n._('field.atMost', { max: atMost[1]! }) : text;
}
