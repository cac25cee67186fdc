// Finds import circles in product code, type imports included (ESLint's import-x/no-cycle skips
// `import type`, and a circle of types still ties the files' meaning together). Part of `npm run lint`.
//
//   node scripts/import-cycles.mjs            the repository's product code
//   node scripts/import-cycles.mjs DIR...     only these folders (each file's own tsconfig resolves it)
//
// Prints every circle (its files, and which file imports which) and exits 1 when there is one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { root } from './lib/root.mjs';

const PRODUCT = ['contract/src', 'server/src', 'client/src', 'client/server'];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
// Tests, store contracts (test code kept beside the store) and generated route types are not product code.
const NOT_PRODUCT = /(\.test\.|\.contract\.ts$|\/test\/|\/\.react-router\/|\.d\.ts$)/;

function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else if (SOURCE.test(entry.name) && !NOT_PRODUCT.test(full.split(path.sep).join('/'))) out.push(full);
  }
  return out;
}

/** Compiler options of the nearest tsconfig.json above a file (for its path aliases), cached by folder. */
const optionsCache = new Map();
function optionsFor(file) {
  let dir = path.dirname(file);
  const seen = [];
  while (!optionsCache.has(dir)) {
    seen.push(dir);
    const config = path.join(dir, 'tsconfig.json');
    if (statSync(config, { throwIfNoEntry: false })) {
      const { config: json } = ts.readConfigFile(config, ts.sys.readFile);
      const parsed = ts.parseJsonConfigFileContent(json ?? {}, ts.sys, dir);
      optionsCache.set(dir, { ...parsed.options, allowJs: true });
      break;
    }
    const up = path.dirname(dir);
    if (up === dir) {
      optionsCache.set(dir, { allowJs: true, moduleResolution: ts.ModuleResolutionKind.Bundler });
      break;
    }
    dir = up;
  }
  for (const d of seen) optionsCache.set(d, optionsCache.get(dir));
  return optionsCache.get(dir);
}

/** The product files each file imports (static imports and re-exports, types included; not import()). */
function importGraph(files) {
  const inside = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, false);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, optionsFor(file), ts.sys).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      if (target && inside.has(target) && target !== file) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan), each a circle. */
function circles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (start) => {
    // Iterative, so a long chain of imports cannot overflow the stack.
    const work = [[start, [...graph.get(start)], 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, edges] = frame;
      if (frame[2] < edges.length) {
        const to = edges[frame[2]++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push([to, [...graph.get(to)], 0]);
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) found.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs =
    process.argv.length > 2
      ? process.argv.slice(2).map((d) => path.resolve(d))
      : PRODUCT.map((d) => path.join(root, d));
  const files = dirs.flatMap((dir) => filesUnder(dir)).map((f) => path.resolve(f));
  const graph = importGraph(files);
  const found = circles(graph);
  const name = (file) => path.relative(process.cwd(), file);
  for (const [i, component] of found.entries()) {
    const members = new Set(component);
    console.log(`circle ${i + 1}: ${component.length} files`);
    for (const file of component)
      for (const to of graph.get(file)) if (members.has(to)) console.log(`  ${name(file)} -> ${name(to)}`);
  }
  if (found.length > 0) {
    console.log(
      `${found.length} import circle(s) in product code: break each (move what both sides need to a file both may import).`,
    );
    process.exit(1);
  }
  console.log(`No import circles among ${files.length} product files.`);
}
