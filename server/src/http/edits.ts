import { isDeepStrictEqual } from 'node:util';

/** A text's line breaks as one kind: a browser's form sends CRLF (HTML's form encoding), JSON whatever was typed. */
const oneKindOfLineBreak = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value);

/**
 * What an edit really changes: of the fields a PATCH gives, those whose value differs from the
 * one kept (a photo by its address and what it shows, a text whatever its line breaks); null when
 * none does. An edit form sends every field, changed or not: saved as it was, it changes nothing,
 * so it is not written, not marked edited, tells no one and counts against no brake. The
 * questions service (a question, an answer) and the comments ask it before they write.
 */
export function changedFields<C extends object>(
  current: { readonly [K in keyof C]-?: unknown },
  changes: C,
): Partial<C> | null {
  const changed = Object.entries(changes).filter(
    ([key, value]) =>
      value !== undefined && !isDeepStrictEqual(oneKindOfLineBreak(value), oneKindOfLineBreak(current[key as keyof C])),
  );
  return changed.length === 0 ? null : (Object.fromEntries(changed) as Partial<C>);
}
