import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

type Catalogue = Record<string, string>;

/** The argument names a compiled message uses ({name}, {n, plural, ...}), sorted. */
function argumentsOf(message: CompiledMessage): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , choices] = token as [string, string?, Record<string, CompiledMessage | string>?];
      names.add(name);
      for (const choice of Object.values(choices ?? {})) if (Array.isArray(choice)) walk(choice);
    }
  };
  walk(message);
  names.delete('#');
  return [...names].sort();
}

/**
 * What is wrong with a pair of catalogues (issue 39's check, run by catalogue.test.ts): a key one
 * of them lacks, a message that is not valid ICU MessageFormat, a translation that names other
 * arguments than the English, an empty message. Empty when all is well.
 */
export function catalogueProblems(catalogues: Record<string, Catalogue>): string[] {
  const problems: string[] = [];
  const languages = Object.keys(catalogues);
  const keys = new Set(languages.flatMap((language) => Object.keys(catalogues[language]!)));
  for (const key of [...keys].sort()) {
    const compiled: Record<string, string[]> = {};
    for (const language of languages) {
      const message = catalogues[language]![key];
      if (message === undefined) {
        problems.push(`${language}.json lacks "${key}"`);
        continue;
      }
      if (message.trim() === '') problems.push(`${language}.json has an empty "${key}"`);
      try {
        compiled[language] = argumentsOf(compileMessageOrThrow(message));
      } catch (error) {
        problems.push(`${language}.json "${key}" is not valid ICU: ${(error as Error).message}`);
      }
    }
    const shapes = new Set(Object.values(compiled).map((names) => names.join(',')));
    if (shapes.size > 1) problems.push(`"${key}" names different arguments in each language`);
  }
  return problems;
}
