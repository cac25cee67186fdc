// index.css includes only the daisyUI components the screens use (every included one lands in
// the render-blocking stylesheet). A class of a component left out would silently render
// unstyled, so this names any class used in a className that only a left-out component styles.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const daisyDir = path.dirname(createRequire(import.meta.url).resolve('daisyui/package.json'));

function included(): Set<string> {
  const css = readFileSync(path.join(src, 'index.css'), 'utf8');
  const block = /@plugin 'daisyui' \{([\s\S]*?)\}/.exec(css)?.[1] ?? '';
  const list = /include:([^;]*);/.exec(block)?.[1];
  if (!list) throw new Error("index.css: no 'include:' list in the daisyui plugin block");
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** Every daisyUI part (base, components, utilities) and the class names its CSS defines. */
function daisyParts(): Map<string, Set<string>> {
  const parts = new Map<string, Set<string>>();
  for (const group of ['base', 'components', 'utilities']) {
    for (const file of readdirSync(path.join(daisyDir, group)).filter((name) => name.endsWith('.css'))) {
      const css = readFileSync(path.join(daisyDir, group, file), 'utf8');
      parts.set(
        file.replace(/\.css$/, ''),
        new Set([...css.matchAll(/\.([a-z][a-z0-9-]*)/g)].map((match) => match[1]!)),
      );
    }
  }
  return parts;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield full;
  }
}

/** The source text of every className value (`"…"` or a whole `{…}` expression) and '…Class' variable. */
function classExpressions(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/className=(\{|"[^"]*")|\b\w*[cC]lass(?:es|Name)?\s*=\s*(?=[`'"(])/g)) {
    if (match[1]?.startsWith('"')) {
      found.push(match[1]);
      continue;
    }
    // Up to the matching closing brace (or, for a variable, the end of its statement).
    let depth = match[1] === '{' ? 1 : 0;
    let end = match.index + match[0].length;
    for (; end < code.length; end += 1) {
      const char = code[end];
      if (char === '{' || char === '(') depth += 1;
      else if (char === '}' || char === ')') depth -= 1;
      if (depth === 0 && (match[1] === '{' ? char === '}' : char === ';' || char === '\n')) break;
    }
    found.push(code.slice(match.index + match[0].length, end));
  }
  return found;
}

/** Class names used by the screens: the words in the string literals of className expressions. */
function usedClasses(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles(src)) {
    for (const expression of classExpressions(readFileSync(file, 'utf8'))) {
      for (const literal of expression.matchAll(/(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g)) {
        for (const token of literal[2]!.replace(/\$\{[^}]*\}/g, ' ').split(/\s+/)) {
          const name = token.split(':').pop()!.replace(/^!/, '');
          if (/^[a-z][a-z0-9-]*$/.test(name) && !used.has(name)) used.set(name, path.relative(src, file));
        }
      }
    }
  }
  return used;
}

describe('the daisyUI components index.css includes', () => {
  it('include every component whose classes the screens use', () => {
    const include = included();
    const parts = daisyParts();
    for (const name of include)
      expect([...parts.keys()], `index.css includes an unknown daisyUI part '${name}'`).toContain(name);
    const styledByIncluded = new Set([...include].flatMap((name) => [...(parts.get(name) ?? [])]));
    const missing: string[] = [];
    for (const [className, file] of usedClasses()) {
      if (styledByIncluded.has(className)) continue;
      const owners = [...parts]
        .filter(([name, classes]) => !include.has(name) && classes.has(className))
        .map(([name]) => name);
      if (owners.length)
        missing.push(
          `'${className}' (${file}) is styled only by ${owners.join(' or ')}: add it to index.css's include list`,
        );
    }
    expect(missing).toEqual([]);
  });
});
