import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, exists, pathsIn, repoEntries } from './doc-paths';

/**
 * The paths docs/architecture.md and README.md write down exist: a moved or renamed file makes
 * this fail until the doc follows it. A relative link is read from the document's folder; a
 * path in code is read from the root or from the folders the docs write paths from (the
 * client's and the server's src, contract/src).
 */
const BASES = ['', 'client/src', 'client', 'server/src', 'server', 'contract/src', 'e2e'];
const DOCS = ['docs/architecture.md', 'README.md'];

describe('paths written in the docs', () => {
  const entries = repoEntries();

  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const text = fs.readFileSync(path.join(ROOT, doc), 'utf8');
    const { links, spans } = pathsIn(text);
    const folder = path.posix.dirname(doc);
    const missingLinks = links.filter(
      (link) => !exists(entries, path.posix.normalize(path.posix.join(folder === '.' ? '' : folder, link)), ['']),
    );
    const missingSpans = spans.filter((span) => !exists(entries, span, BASES));
    expect({ links: missingLinks, paths: missingSpans }).toEqual({ links: [], paths: [] });
    // It reads something: a doc whose paths all went unrecognised would pass for nothing.
    expect(links.length + spans.length).toBeGreaterThan(5);
  });

  it('catches a path that does not exist, in code and in a link, and takes one that does', () => {
    const entries = repoEntries();
    const planted = pathsIn('See `client/src/app/router.tsx`, [this](../nowhere.md) and `routes/home.tsx`.');
    expect(planted.spans).toEqual(['client/src/app/router.tsx', 'routes/home.tsx']);
    expect(exists(entries, 'client/src/app/router.tsx', BASES)).toBe(false);
    expect(exists(entries, 'nowhere.md', [''])).toBe(false);
    expect(exists(entries, 'routes/home.tsx', BASES)).toBe(true);
    expect(exists(entries, 'server/src/features/<feature>/routes.ts', BASES)).toBe(true);
    expect(exists(entries, 'server/src/features/<feature>/nothing.ts', BASES)).toBe(false);
    // Routes, packages and MIME types are not paths.
    expect(pathsIn('`/gardenTips/{id}` `@green-circle/contract` `text/calendar` `DATA_DIR/uploads`').spans).toEqual([]);
  });
});
