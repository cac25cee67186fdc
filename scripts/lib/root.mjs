// The repository root, for the scripts that run before the dependencies are installed
// (install.mjs, test.mjs, start.mjs's first step): Node builtins only.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
