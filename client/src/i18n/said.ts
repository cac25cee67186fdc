import type { Translator } from './translator';
import { readSaid } from '@green-circle/contract/said';

/**
 * A message by its code (issue 56; contract/src/said.ts) in `i18n`'s language: an API refusal's
 * `code`, a field's, a write's answer (`messages.tipSubmitted`, `field.atMost?n=120`). Words that
 * are no code of the catalogue (already in the reader's language: a member's own, or the host's
 * own words for the request) are shown as they came. Nothing is read back from English.
 */
export function saidIn(i18n: Translator, message: string): string {
  const { code, values } = readSaid(message);
  return i18n.messages[code] === undefined ? message : i18n._(code, values);
}
