import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The repository's ESLint config (eslint.config.js) keeps the server's features apart: these
 * plant imports in files that do not exist (lintText with a file path) and read what the rule says.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const RULE = 'import-x/no-restricted-paths';

async function restrictedIn(file: string, code: string, rules = [RULE]): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && rules.includes(message.ruleId))
    .map((message) => message.message);
}

// The first lint loads the whole config and its plugins: slow on a busy machine.
describe('lint boundaries between the server features', { timeout: 120_000 }, () => {
  it("fails a feature that imports another feature's internals", async () => {
    const messages = await restrictedIn(
      'server/src/features/likes/planted.ts',
      "import { authorProfile } from '../tips/author';\nexport const planted = authorProfile;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('features/likes may import another feature only through its public module');
  });

  it("lets a feature import another feature's public module, the core and the Store type", async () => {
    const code = [
      "import { authorProfile } from '../tips';",
      "import { normalizeId } from '../../store-core/paging';",
      "import type { Store } from '../../store/store';",
      'export const planted = [authorProfile, normalizeId] as const;',
      'export type Planted = Store;',
      '',
    ].join('\n');
    expect(await restrictedIn('server/src/features/likes/planted.ts', code)).toEqual([]);
  });

  it("fails a feature that reaches into the store's composition", async () => {
    const messages = await restrictedIn(
      'server/src/features/likes/planted.ts',
      "import { EMBEDDED_PARTS } from '../../store/parts';\nexport const planted = EMBEDDED_PARTS;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('fails store-core importing a feature', async () => {
    const messages = await restrictedIn(
      'server/src/store-core/planted.ts',
      "import { tipsOnSqlite } from '../features/tips/embedded-store';\nexport const planted = tipsOnSqlite;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('store-core');
  });
});

// Issue 56: the client names its modules from src through `#app/` (client/tsconfig.json's paths);
// the zones must hold for an aliased import as for a relative one, and a climb is refused.
describe('lint boundaries in the client, through the #app/ alias', { timeout: 120_000 }, () => {
  it('fails a feature that imports another feature through the alias', async () => {
    const messages = await restrictedIn(
      'client/src/features/plants/planted.ts',
      "import { LikeButton } from '#app/features/tips/components/like-button';\nexport const planted = LikeButton;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('features/plants must not import another feature');
  });

  it('fails shared code that imports a route through the alias', async () => {
    const messages = await restrictedIn(
      'client/src/lib/planted.ts',
      "import { loader } from '#app/routes/plant';\nexport const planted = loader;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('client/src/lib is shared code');
  });

  it('fails an import that climbs two folders, static or not, and lets one folder up pass', async () => {
    const code = [
      "import { LikeButton } from '../../features/tips/components/like-button';",
      "import { useHydrated } from '../hydration';",
      "export const later = () => import('../../routes/plant');",
      'export const planted = [LikeButton, useHydrated] as const;',
      '',
    ].join('\n');
    const messages = await restrictedIn('client/src/lib/planted/planted.ts', code, [
      'no-restricted-imports',
      'no-restricted-syntax',
    ]);
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(message).toContain("'#app/…' instead of climbing");
  });
});
