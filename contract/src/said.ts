// What the site says by code (issue 56): a refusal, a field's error or a write's answer travels as
// a catalogue code (client/src/i18n/en.json's key, e.g. `messages.nameTaken`) with its values, and
// the page reads it in the reader's language. Nothing here holds English text: the API's `detail`
// and a field's `message` stay for the API's other callers, and the site never reads them.
import type { z } from 'zod';

/** A message's values (`{n}` in 'At most {n} characters'). */
export type WordValues = Record<string, string | number>;

/** A code and its values: what the site draws a message from. */
export interface Words {
  code: string;
  values?: WordValues;
}

/**
 * A code with its values as one string (`field.atMost?n=120`), for what carries only strings: a
 * form's errors (conform), a toast's message, a thrown answer's data.
 */
export function said(code: string, values?: WordValues): string {
  const entries = Object.entries(values ?? {});
  if (entries.length === 0) return code;
  return `${code}?${new URLSearchParams(Object.fromEntries(entries.map(([key, value]) => [key, String(value)])))}`;
}

/** The code and values of a `said` string (a string that is no code reads as a code no catalogue has). */
export function readSaid(text: string): { code: string; values: WordValues } {
  const at = text.indexOf('?');
  if (at < 0) return { code: text, values: {} };
  const values: WordValues = {};
  for (const [key, value] of new URLSearchParams(text.slice(at + 1))) {
    const number = Number(value);
    values[key] = value.trim() !== '' && Number.isFinite(number) ? number : value;
  }
  return { code: text.slice(0, at), values };
}

/** The codes of the schemas' generic field errors (the catalogues' `field.*`). */
export const FIELD_CODES = {
  required: 'field.required',
  atMost: 'field.atMost',
  atLeast: 'field.atLeast',
  chooseOne: 'field.chooseOne',
  httpUrl: 'field.httpUrl',
  httpsUrl: 'field.httpsUrl',
  invalid: 'field.invalid',
} as const;

/**
 * A schema rule's message with its code (a refine's second argument): the API sends both, the site
 * draws the code. `z.string().refine(test, coded('messages.needsVisibleLetters', MESSAGES.needsVisibleLetters))`.
 */
export const coded = (code: string, message: string) => ({ message, params: { code } });

/**
 * A schema's refusal of one value as a code: a rule's own code (`coded`), else by the kind of
 * issue (blank, too long, not one of the choices). `missing`: whether the value was absent (zod's
 * issues do not carry the input), which reads 'Required'.
 */
export function issueWords(issue: z.core.$ZodIssue, missing = false): Words {
  const own = (issue as { params?: { code?: unknown } }).params?.code;
  if (typeof own === 'string') return { code: own };
  if (missing) return { code: FIELD_CODES.required };
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return { code: FIELD_CODES.required };
      return issue.origin === 'string'
        ? { code: FIELD_CODES.atLeast, values: { n: Number(issue.minimum) } }
        : { code: FIELD_CODES.invalid };
    case 'too_big':
      return issue.origin === 'string'
        ? { code: FIELD_CODES.atMost, values: { n: Number(issue.maximum) } }
        : { code: FIELD_CODES.invalid };
    case 'invalid_value':
      return { code: FIELD_CODES.chooseOne };
    case 'invalid_format':
      if (issue.format === 'email') return { code: 'messages.emailInvalid' };
      if (issue.format === 'url') return { code: FIELD_CODES.httpUrl };
      return { code: FIELD_CODES.invalid };
    default:
      return { code: FIELD_CODES.invalid };
  }
}
