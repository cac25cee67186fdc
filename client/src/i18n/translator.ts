import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

// The words of a page, drawn from catalogues the host compiled from ICU MessageFormat with
// Lingui's compiler (catalogue.server.ts, decision 0015): a message is a list of tokens — text,
// `[name]` for a value, `[name, 'plural' | 'selectordinal' | 'select', cases]` — and '#' in a
// plural's case for its number. The catalogues use only values, plurals and selects, so this
// reads them itself instead of shipping Lingui's runtime (its formats, events and compiler hooks)
// to every page (issue 54: no page's JavaScript larger than at b6b276e). It says what Lingui's
// runtime says for every message of both catalogues (translator.test.ts holds it to that).

/** A compiled catalogue: key → Lingui's compiled message. */
export type Catalogue = Record<string, CompiledMessage>;
export type MessageValues = Record<string, string | number>;

/** One language's words, merged as pages bring theirs. */
export interface Translator {
  readonly locale: string;
  /** Every message loaded so far. */
  readonly messages: Catalogue;
  /** Merges more messages in (a page's own words). */
  load(messages: Catalogue): void;
  /** The message `id` with its values; for an id not loaded, `missing`'s answer (else the id). */
  _(id: string, values?: MessageValues): string;
}

type Token = CompiledMessage[number];
type Cases = Record<string, CompiledMessage | number | undefined>;

/** Where a plural's number goes until its case is chosen (as Lingui does: the number is formatted last). */
const NUMBER_HERE = '\u0000#\u0000';

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const memo = <T>(cache: Map<string, T>, key: string, make: () => T) => {
  let made = cache.get(key);
  if (!made) cache.set(key, (made = make()));
  return made;
};

/**
 * A plural's number as the language writes it. A whole number from 0 to 999 is its plain digits in
 * every language the site speaks (no grouping, no decimals), so it skips Intl.NumberFormat: the first
 * one a page makes loads the number data (about 20 ms on a laptop, four times that on a phone) inside
 * the task that hydrates the page, the longest of its load (issue 57's Total Blocking Time).
 */
function formatNumber(locale: string, value: number): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return memo(numberFormats, locale, () => new Intl.NumberFormat([locale, 'en'])).format(value);
}

/** The case of a plural: an exact `=n` case first, then the language's category, then `other`. */
function pluralCase(locale: string, ordinal: boolean, value: number, cases: Record<string, string>) {
  const rules = memo(
    pluralRules,
    `${locale} ${ordinal}`,
    () => new Intl.PluralRules([locale, 'en'], { type: ordinal ? 'ordinal' : 'cardinal' }),
  );
  const offset = Number(cases.offset ?? 0);
  return cases[value] ?? cases[rules.select(value - offset)] ?? cases.other;
}

function format(
  tokens: CompiledMessage | number | undefined,
  values: MessageValues,
  locale: string,
  inPlural: boolean,
) {
  if (!Array.isArray(tokens)) return tokens;
  let text = '';
  for (const token of tokens as Token[]) {
    if (token === '#' && inPlural) text += NUMBER_HERE;
    else if (typeof token === 'string') text += token;
    else {
      const [name, type, choices] = token;
      const value = values[name];
      let said: unknown = value;
      if (type === 'plural' || type === 'selectordinal' || type === 'select') {
        const plural = type !== 'select';
        const cases: Record<string, string> = {};
        for (const [key, choice] of Object.entries(choices as Cases))
          cases[key] = format(choice, values, locale, plural) as string;
        if (plural) {
          const offset = Number(cases.offset ?? 0);
          const number = formatNumber(locale, Number(value) - offset);
          said = pluralCase(locale, type === 'selectordinal', Number(value), cases)?.replaceAll(NUMBER_HERE, number);
        } else said = cases[String(value)] ?? cases.other;
      }
      if (said !== null && said !== undefined) text += String(said);
    }
  }
  return text;
}

/** A translator for `locale` with `messages`; `missing` answers for an id it was not given. */
export function makeTranslator(
  locale: string,
  messages: Catalogue,
  missing?: (locale: string, id: string) => string,
): Translator {
  const loaded: Catalogue = { ...messages };
  return {
    locale,
    messages: loaded,
    load: (more) => Object.assign(loaded, more),
    _(id, values = {}) {
      const message = loaded[id];
      if (message === undefined && missing) return missing(locale, id);
      return message ? String(format(message, values, locale, false) ?? '') : id;
    },
  };
}
