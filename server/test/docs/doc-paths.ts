import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The repository's root (this file is server/test/docs/doc-paths.ts). */
export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Every file in the repository (tracked or not, ignored ones left out) and every folder holding one. */
export function repoEntries(root = ROOT): Set<string> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && fs.existsSync(path.join(root, file)));
  const entries = new Set<string>();
  for (const file of files) {
    let at = file;
    while (at !== '.' && !entries.has(at)) {
      entries.add(at);
      at = path.posix.dirname(at);
    }
  }
  return entries;
}

const MIME = /^(text|application|image|multipart|audio|video|font)\//;
const FILE = /^[\w.-]+\.(ts|tsx|mts|mjs|js|cjs|json|jsonc|md|css|html|yml|yaml|svg|png|sh)$/;

/**
 * What a Markdown text names as a file or folder: the targets of its relative links (relative
 * to the document), and the code spans that look like a path (relative to one of `bases`).
 * Routes (`/gardenTips`), packages (`@green-circle/…`), MIME types and environment variables
 * (`DATA_DIR/…`) are not paths. `*` and `<placeholder>` stand for any part of one name.
 */
export function pathsIn(markdown: string): { links: string[]; spans: string[] } {
  const links = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.split('#')[0]!)
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1]!.trim())
    .filter(
      (span) =>
        !/\s/.test(span) &&
        !span.startsWith('/') &&
        !span.startsWith('@') &&
        !span.includes('://') &&
        !MIME.test(span) &&
        !/^[A-Z][A-Z_]*\//.test(span) &&
        (span.includes('/') || FILE.test(span)),
    );
  return { links, spans };
}

/** Whether git ignores the path: something made at run time (`.data/`), which a doc may name though no clone has it. */
function madeAtRunTime(written: string, root: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', written], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `written` names an entry, from any of the bases ('' is the root), or a path git
 * ignores; a bare file name may sit anywhere.
 */
export function exists(entries: Set<string>, written: string, bases: string[], root = ROOT): boolean {
  const clean = written.replace(/^\.\//, '').replace(/\/$/, '');
  const pattern = clean
    .split('/')
    .map((part) =>
      part
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^/]*')
        .replace(/<[^>]+>/g, '[^/]+'),
    )
    .join('/');
  const bare = !clean.includes('/');
  const match = new RegExp(
    bare
      ? `(^|/)${pattern}$`
      : `^(${bases.map((base) => (base === '' ? '' : `${base.replace(/[.]/g, '\\.')}/`)).join('|')})${pattern}$`,
  );
  for (const entry of entries) if (match.test(entry)) return true;
  return !/[*<]/.test(clean) && madeAtRunTime(written, root);
}
