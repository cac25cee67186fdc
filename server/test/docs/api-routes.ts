import type { Express } from 'express';

interface RouterLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

/**
 * "GET /gardenTips/{}": a call with its parameters' names left out (the docs and the code may
 * name them apart); a part of the path holding a parameter is one parameter (`{token}.ics` is `:file`).
 */
export const callKey = (method: string, path: string) => {
  const parts = path.split('/').map((part) => (/\{[^}]*\}|:\w+/.test(part) ? '{}' : part));
  return `${method.toUpperCase()} ${parts.join('/').replace(/\/$/, '') || '/'}`;
};

/** Every call the app answers, read from its router (routes of mounted routers included, with their mount path). */
export function servedCalls(app: Express): string[] {
  const router = (app as unknown as { router: { stack: RouterLayer[] } }).router;
  const calls = new Set<string>();
  const walk = (stack: RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        if (typeof layer.route.path !== 'string')
          throw new Error(`A route path that is not a string: ${String(layer.route.path)}`);
        for (const [method, on] of Object.entries(layer.route.methods))
          if (on && method !== '_all') calls.add(callKey(method, prefix + layer.route.path));
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk(router.stack, '');
  return [...calls].sort();
}

const METHOD = /^(GET|POST|PUT|PATCH|DELETE)\b\s*(\S*)/;

/**
 * Every call docs/api.md's tables name: the code spans of each row's first cell that start
 * with a method (`GET /gardenTips?liked=me` is GET /gardenTips; `DELETE …` is the row's path before it).
 */
export function documentedCalls(markdown: string): string[] {
  const calls = new Set<string>();
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) continue;
    const first = line.split('|')[1] ?? '';
    let last = '';
    for (const [, span] of first.matchAll(/`([^`]+)`/g)) {
      const match = METHOD.exec(span!.trim());
      if (!match) continue;
      const written = match[2]!.split('?')[0]!;
      const path = written === '' || written === '…' ? last : written;
      if (path === '') throw new Error(`A call without a path in docs/api.md: ${span}`);
      last = path;
      calls.add(callKey(match[1]!, path));
    }
  }
  return [...calls].sort();
}
