// Rewrites the client's imports that climb two folders or more ('../../lib/x') to the `#app/`
// alias ('#app/lib/x', a path from client/src; issue 56): a file's imports then say where the
// module lives, not how far up it is. One level ('../x') and './x' stay as they are.
//
//   node scripts/short-imports.mjs            rewrite client/src and client/server
//   node scripts/short-imports.mjs --check    change nothing; exit 1 if a rewrite is due
//   node scripts/short-imports.mjs DIR...     only these folders
//
// Every place a module is named is rewritten: import and export … from, import(), `import('…')`
// types, require(), vi.mock / vi.doMock / vi.unmock / vi.importActual / vi.importMock. The
// specifier keeps its form (no extension added or dropped, a `?query` kept); a changed file is
// formatted again by prettier (a shorter import may now fit on one line). Running it twice changes
// nothing the second time. A climb that leaves client/src cannot be written with the alias: it is
// listed, left as it is (and `npm run lint` fails on it).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { root } from './lib/root.mjs';

export const ALIAS = '#app/';
const SRC = path.join(root, 'client/src');
const DIRS = ['client/src', 'client/server'];
const SOURCE = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx)$/;
const CLIMB = /^\.\.\/\.\.\//;
const VI_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const isString = (node) => node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));

/** The string literals of a file that name a module. */
function specifiers(sourceFile) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && isString(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier);
    } else if (ts.isExternalModuleReference(node) && isString(node.expression)) {
      found.push(node.expression);
    } else if (ts.isModuleDeclaration(node) && isString(node.name)) {
      found.push(node.name);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && isString(node.argument.literal)) {
      found.push(node.argument.literal);
    } else if (ts.isCallExpression(node) && isString(node.arguments[0])) {
      const callee = node.expression;
      const named =
        callee.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(callee) && callee.text === 'require') ||
        (ts.isPropertyAccessExpression(callee) &&
          ts.isIdentifier(callee.expression) &&
          callee.expression.text === 'vi' &&
          VI_CALLS.has(callee.name.text));
      if (named) found.push(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** `#app/<path from client/src>` for a climbing specifier, or null when it leaves client/src. */
export function shortened(file, specifier) {
  const [target, ...query] = specifier.split('?');
  const relative = path.relative(SRC, path.resolve(path.dirname(file), target));
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const posix = relative.split(path.sep).join('/');
  return [`${ALIAS}${posix}`, ...query].join('?');
}

/** The file's text with its climbing specifiers rewritten, and what could not be. */
export function rewrite(file, text) {
  const kind = /\.tsx$|\.jsx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const edits = [];
  const left = [];
  for (const literal of specifiers(sourceFile)) {
    if (!CLIMB.test(literal.text)) continue;
    const short = shortened(file, literal.text);
    if (short === null) left.push(literal.text);
    // Inside the quotes only, so the file's quote style stays.
    else edits.push({ start: literal.getStart(sourceFile) + 1, end: literal.getEnd() - 1, text: short });
  }
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return { text: out, count: edits.length, left };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const dirs = args.filter((arg) => arg !== '--check');
  const files = (dirs.length > 0 ? dirs.map((d) => path.resolve(d)) : DIRS.map((d) => path.join(root, d))).flatMap(
    (dir) => filesUnder(dir),
  );
  const prettier = check ? null : await import('prettier');
  let changedFiles = 0;
  let changedSpecifiers = 0;
  const leftOver = [];
  for (const file of files) {
    const before = readFileSync(file, 'utf8');
    const { text, count, left } = rewrite(file, before);
    const name = path.relative(root, file);
    leftOver.push(...left.map((specifier) => `${name}: ${specifier}`));
    if (count === 0) continue;
    changedFiles += 1;
    changedSpecifiers += count;
    if (check) {
      console.log(`${name}: ${count} to rewrite`);
      continue;
    }
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    writeFileSync(file, await prettier.format(text, options));
  }
  const verb = check ? 'would rewrite' : 'rewrote';
  console.log(
    `short-imports: ${verb} ${changedSpecifiers} specifier(s) in ${changedFiles} of ${files.length} file(s) to ${ALIAS}.`,
  );
  if (leftOver.length > 0) {
    console.log(`Left as they are (they climb out of client/src, where ${ALIAS} cannot reach):`);
    for (const line of leftOver) console.log(`  ${line}`);
  }
  if (check && changedSpecifiers > 0) process.exit(1);
}
