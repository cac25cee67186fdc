import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 54's "Done when", read from the app's sources (tests aside): the server's answer is the
 * form's state (decision 0016). No effect reacts to an action's answer or a fetcher's state, no
 * control's value is mirrored into React state (`value=` on a text input, textarea or select),
 * and the hydration workaround controlled inputs needed is gone.
 */
const SRC = join(import.meta.dirname, '..');

const sources = () =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/'))
    .map((file) => ({ file, code: readFileSync(join(SRC, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }));

/** From `start` (an opening bracket), the text up to its matching close. */
function balanced(code: string, start: number, open: string, close: string) {
  let depth = 0;
  for (let i = start; i < code.length; i += 1) {
    if (code[i] === open) depth += 1;
    else if (code[i] === close && --depth === 0) return code.slice(start, i + 1);
  }
  return code.slice(start);
}

/** Each useEffect / useLayoutEffect with its dependency list (null: runs after every commit). */
function effects(code: string) {
  return [...code.matchAll(/use(?:Layout)?Effect\(/g)].map((match) => {
    const call = balanced(code, match.index + match[0].length - 1, '(', ')');
    return {
      at: code.slice(0, match.index).split('\n').length,
      deps: /,\s*\[([^\]]*)\]\s*,?\s*\)$/.exec(call)?.[1] ?? null,
    };
  });
}

/** Each JSX <input>, <textarea> and <select> opening tag, whole (attributes may hold `=>`). */
function controls(code: string) {
  const tags: string[] = [];
  for (const match of code.matchAll(/<(input|textarea|select)\b/g)) {
    let depth = 0;
    let i = match.index;
    for (; i < code.length; i += 1) {
      if (code[i] === '{') depth += 1;
      else if (code[i] === '}') depth -= 1;
      else if (code[i] === '>' && depth === 0) break;
    }
    tags.push(code.slice(match.index, i + 1));
  }
  return tags;
}

describe("the form idiom's rules hold in every source file (issue 54)", () => {
  const all = sources();

  it('reads the app: its sources, their effects and their controls are there', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.flatMap(({ code }) => effects(code)).length).toBeGreaterThan(20);
    expect(all.flatMap(({ code }) => controls(code)).length).toBeGreaterThan(20);
  });

  it("no effect's dependencies name an action's answer, a fetcher, or its data or state", () => {
    const reacting = all.flatMap(({ file, code }) =>
      effects(code)
        .filter(({ deps }) => deps !== null && /actionData|fetcher|\.data\b|\.state\b|answer/i.test(deps))
        .map(({ at, deps }) => `${file}:${at} [${deps}]`),
    );
    expect(reacting).toEqual([]);
  });

  it('no useTypedBeforeHydration', () => {
    expect(all.filter(({ code }) => code.includes('useTypedBeforeHydration')).map(({ file }) => file)).toEqual([]);
  });

  it('the login screen has no submit handler of its own: its form posts to the route (the clientAction signs in)', () => {
    const login = all.find(({ file }) => file === 'routes/login.tsx')!.code;
    expect(login).toMatch(/export async function clientAction/);
    expect(login).not.toMatch(/onSubmit=|preventDefault\(/);
  });

  it('no value= on a text input, a textarea or a select (hidden inputs, checkboxes and radios carry a fixed value)', () => {
    const controlled = all.flatMap(({ file, code }) =>
      controls(code)
        .filter((tag) => /\svalue=\{/.test(tag) && !/type="(hidden|checkbox|radio|submit|button)"/.test(tag))
        .map((tag) => `${file}: ${tag.replace(/\s+/g, ' ').slice(0, 120)}`),
    );
    expect(controlled).toEqual([]);
  });
});
