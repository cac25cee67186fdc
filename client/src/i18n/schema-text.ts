import type { I18n } from '@lingui/core';
import type { MessageKey } from './message-key';

/**
 * The contract schemas' generic field errors (contract/src/fields.ts: 'Required', 'At most 120
 * characters', the URL rules; zod's own for a select left empty): not contract texts with a code,
 * so read here by their shape in the reader's language. Null for any other text.
 */
const SHAPES: Array<[RegExp, MessageKey, (match: RegExpMatchArray) => Record<string, string | number>]> = [
  [/^Required$/, 'tipForm.fieldRequired', () => ({})],
  [/^At most (\d+) characters$/, 'tipForm.fieldAtMost', (match) => ({ n: Number(match[1]) })],
  [/^Must be an http or https URL$/, 'tipForm.fieldHttpUrl', () => ({})],
  [/^Must be an https:\/\/ address$/, 'tipForm.fieldHttpsUrl', () => ({})],
  [/^Invalid (option|input)/, 'tipForm.fieldChooseOne', () => ({})],
];

export function schemaText(i18n: I18n, text: string): string | null {
  for (const [shape, key, values] of SHAPES) {
    const match = text.match(shape);
    if (match) return i18n._(key, values(match));
  }
  return null;
}
