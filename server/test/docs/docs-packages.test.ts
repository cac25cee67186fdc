// Issue 56: the docs name no library that is gone. Every npm package a doc names (`@scope/name`)
// is a dependency of one of the workspaces' package.json files, and no doc names a library the
// project used once and no longer does (found in the history of its package.json files). A
// decision record may tell its history (why a library went) outside its "## Decision" section,
// which says what is true today.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, exists, pathsIn, repoEntries } from './doc-paths';

const DECISIONS = 'docs/decisions';
/** Read whole: what they say is the map of today (README.md and every page of docs/). */
const WHOLE = [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** Every package.json of the repository (the root and the workspaces), by its path. */
function manifests(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*package.json'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file.endsWith('package.json') && fs.existsSync(path.join(ROOT, file)));
}

/** The packages the repository depends on today, and its workspaces' own names. */
function packagesToday(): Set<string> {
  const names = new Set<string>();
  for (const file of manifests()) {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Manifest;
    if (manifest.name) names.add(manifest.name);
    for (const group of [
      manifest.dependencies,
      manifest.devDependencies,
      manifest.peerDependencies,
      manifest.optionalDependencies,
    ])
      for (const name of Object.keys(group ?? {})) names.add(name);
  }
  return names;
}

/**
 * The packages a package.json of the repository ever depended on: the keys of its dependency
 * blocks in every version of its history (one `git log -p` with the whole file as context). A
 * clone without history gives only today's, and the check of gone libraries then finds none.
 */
function packagesEver(): Set<string> {
  let log = '';
  try {
    log = execFileSync('git', ['log', '--format=', '-p', '-U10000', '--', 'package.json', '*/package.json'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch {
    return new Set();
  }
  const names = new Set<string>();
  let inBlock = false;
  for (const line of log.split('\n')) {
    const text = line.slice(1);
    if (/^\s*"(dev|peer|optional)?[dD]ependencies": \{/.test(text)) inBlock = !text.includes('}');
    else if (inBlock && /^\s*\}/.test(text)) inBlock = false;
    else if (inBlock) {
      const key = /^\s*"([^"]+)":/.exec(text)?.[1];
      if (key) names.add(key);
    }
  }
  return names;
}

/**
 * The part of a decision record that says what is true today: its "## Decision" section; nothing
 * of a record marked **Superseded** (its history stays as it was written).
 */
function decisionPart(markdown: string): string {
  if (/^\*\*Superseded\*\*/m.test(markdown)) return '';
  const start = markdown.search(/^## Decision\b/m);
  if (start === -1) return markdown;
  const rest = markdown.slice(start + 1);
  const end = rest.search(/^## /m);
  return end === -1 ? rest : rest.slice(0, end);
}

/** Scoped package names a text writes (`@green-circle/contract/messages` names `@green-circle/contract`). */
function scopedIn(text: string): string[] {
  const names = [...text.matchAll(/(?<![\w./@-])@([a-z0-9][\w.-]*)\/([a-z0-9][\w.-]*)/g)].map(
    (match) => `@${match[1]}/${match[2]!.replace(/\.$/, '')}`,
  );
  return [...new Set(names)];
}

/** Which of `names` a text writes as a word of its own (not part of a path, a file name or a longer name). */
function namedIn(text: string, names: Iterable<string>): string[] {
  const found: string[] = [];
  for (const name of names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    if (new RegExp(`(?<![\\w./@-])${escaped}(?![\\w/-]|\\.\\w)`).test(text)) found.push(name);
  }
  return found.sort();
}

const docs = () => [
  ...WHOLE.map((doc) => ({ doc, text: fs.readFileSync(path.join(ROOT, doc), 'utf8') })),
  ...fs
    .readdirSync(path.join(ROOT, DECISIONS))
    .filter((file) => /^\d{4}-.*\.md$/.test(file))
    .map((file) => ({
      doc: `${DECISIONS}/${file}`,
      text: decisionPart(fs.readFileSync(path.join(ROOT, DECISIONS, file), 'utf8')),
    })),
];

describe('libraries and files the docs name', () => {
  const today = packagesToday();
  const ever = packagesEver();

  it('reads the packages: today’s from every package.json, the gone ones from their history', () => {
    expect(today.has('@green-circle/contract')).toBe(true);
    expect(today.has('zod')).toBe(true);
    expect(today.size).toBeGreaterThan(50);
  });

  it.each(docs().map(({ doc }) => doc))('%s names no package that is not a dependency, and no gone library', (doc) => {
    const { text } = docs().find((entry) => entry.doc === doc)!;
    const scoped = scopedIn(text).filter((name) => !today.has(name));
    const gone = namedIn(
      text,
      [...ever].filter((name) => !today.has(name)),
    );
    expect({ notADependency: scoped, gone }).toEqual({ notADependency: [], gone: [] });
  });

  it("each decision's Decision section names only files and folders that exist", () => {
    const entries = repoEntries();
    const bases = ['', 'client/src', 'client', 'server/src', 'server', 'contract/src', 'e2e', DECISIONS, 'docs'];
    const missing = docs()
      .filter(({ doc }) => doc.startsWith(DECISIONS))
      .flatMap(({ doc, text }) => {
        const { links, spans } = pathsIn(text);
        const linked = links.map((link) => path.posix.normalize(path.posix.join(DECISIONS, link)));
        return [
          ...linked.filter((link) => !exists(entries, link, [''])).map((link) => `${doc}: ${link}`),
          ...spans.filter((span) => !exists(entries, span, bases)).map((span) => `${doc}: ${span}`),
        ];
      });
    expect(missing).toEqual([]);
  });

  it('fails on a planted drift: a package no package.json has, a gone library, a file that is gone', () => {
    const planted = [
      '## Context',
      'Forms used react-hook-form once.',
      '## Decision',
      'Forms use `@conform-to/react` and react-hook-form with `@green-circle/nothing`; see `client/src/app/router.tsx`.',
      'A file `tip-form.tsx`, a path `features/tips/react-hook-form.ts` and `@green-circle/contract/messages` are fine.',
    ].join('\n');
    const part = decisionPart(planted);
    expect(part).not.toContain('once');
    expect(decisionPart(`# 0099 Old\n\n**Superseded** by 0100.\n\n## Decision\nreact-hook-form`)).toBe('');
    expect(scopedIn(part).filter((name) => !today.has(name))).toEqual(['@green-circle/nothing']);
    expect(namedIn(part, ['react-hook-form', 'tsx', 'zod'])).toEqual(['react-hook-form']);
    expect(exists(repoEntries(), 'client/src/app/router.tsx', [''])).toBe(false);
    // The history is read: a library the project dropped counts as gone.
    // (A clone without history has none to read.)
    if (ever.size > 0) expect([...ever].filter((name) => !today.has(name))).toContain('react-hook-form');
  });
});
