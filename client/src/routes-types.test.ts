import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 56: every route module (each file src/routes.ts names, and the root) is typed by React
// Router's generated `+types` (`react-router typegen`, run by `npm run typecheck`; tsconfig's
// rootDirs lets `./+types/<name>` resolve beside the module): its loader's and action's
// arguments and its component's props come from the route config, not from hand-written types.

const SRC = path.resolve(import.meta.dirname);

/** The modules src/routes.ts names (layouts and pages), and root.tsx. */
function routeModules(): string[] {
  const config = fs.readFileSync(path.join(SRC, 'routes.ts'), 'utf8');
  const files = [...config.matchAll(/'((?:routes|app)\/[^']+\.tsx?)'/g)].map((match) => match[1]!);
  return ['root.tsx', ...new Set(files)];
}

/** What a module's source lacks of its generated types: the import, or the use of each export it has. */
export function untyped(file: string, source: string): string[] {
  const name = path.basename(file).replace(/\.tsx?$/, '');
  const problems: string[] = [];
  const imports = new RegExp(`import type \\{ Route \\} from '\\./\\+types/${name.replace(/[.]/g, '\\.')}';`);
  if (!imports.test(source)) problems.push(`${file}: no import type { Route } from './+types/${name}'`);
  if (/\b(function|const) loader\b/.test(source) && !source.includes('Route.LoaderArgs'))
    problems.push(`${file}: its loader does not take Route.LoaderArgs`);
  if (/\b(function|const) action\b/.test(source) && !source.includes('Route.ActionArgs'))
    problems.push(`${file}: its action does not take Route.ActionArgs`);
  if (/\b(Client)?(Loader|Action)FunctionArgs\b|\bMetaFunction</.test(source))
    problems.push(`${file}: hand-written argument types (LoaderFunctionArgs, ActionFunctionArgs, MetaFunction<…>)`);
  return problems;
}

describe('route modules use their generated +types', () => {
  it('every module src/routes.ts names, and the root', () => {
    const modules = routeModules();
    expect(modules.length).toBeGreaterThan(40);
    const problems = modules.flatMap((file) => untyped(file, fs.readFileSync(path.join(SRC, file), 'utf8')));
    expect(problems).toEqual([]);
  });

  it('fails on a planted module without them', () => {
    const planted = [
      "import type { LoaderFunctionArgs } from 'react-router';",
      'export async function loader({ params }: LoaderFunctionArgs) {',
      '  return params;',
      '}',
    ].join('\n');
    expect(untyped('routes/planted.tsx', planted)).toEqual([
      "routes/planted.tsx: no import type { Route } from './+types/planted'",
      'routes/planted.tsx: its loader does not take Route.LoaderArgs',
      'routes/planted.tsx: hand-written argument types (LoaderFunctionArgs, ActionFunctionArgs, MetaFunction<…>)',
    ]);
    const typed = [
      "import type { Route } from './+types/planted';",
      'export async function loader({ params }: Route.LoaderArgs) {',
      '  return params;',
      '}',
    ].join('\n');
    expect(untyped('routes/planted.tsx', typed)).toEqual([]);
  });
});
