// server/built-styles.ts (the host's), tested here: the client's unit tests are under src/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtStyles } from '../../server/built-styles';

const dir = mkdtempSync(path.join(tmpdir(), 'gc-styles-'));
mkdirSync(path.join(dir, 'assets'));
const write = (name: string, text: string) => writeFileSync(path.join(dir, 'assets', name), text);
const icon = `url("data:image/svg+xml,%3Csvg%3E%3Crect filter='url(%23a)'/%3E%3C/svg%3E")`;
write('root-abc.css', `.navbar{color:red}.mask{mask:${icon}}`);
write('font-abc.css', `@font-face{src:url(./font.woff2)}`);
write('import-abc.css', `@import "other.css";.a{color:red}`);
write('closes-abc.css', `.a::after{content:"</style><script>"}`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the build's stylesheets a page carries (findings 19)", () => {
  const styleOf = builtStyles(dir);

  it('findings 19: gives the text of a built stylesheet, data URIs and the fragment React Router adds included', () => {
    expect(styleOf('/assets/root-abc.css')).toBe(`.navbar{color:red}.mask{mask:${icon}}`);
    expect(styleOf('/assets/root-abc.css#')).toBe(styleOf('/assets/root-abc.css'));
  });

  it('leaves linked what would not work written into the page, or is no file of the build', () => {
    // A relative address would resolve against the page; an import would be one more request; a
    // sheet that closes the <style> would end it early.
    expect(styleOf('/assets/font-abc.css')).toBeUndefined();
    expect(styleOf('/assets/import-abc.css')).toBeUndefined();
    expect(styleOf('/assets/closes-abc.css')).toBeUndefined();
    expect(styleOf('/assets/missing-abc.css')).toBeUndefined();
    expect(styleOf('/assets/../../etc/passwd.css')).toBeUndefined();
    expect(styleOf('https://cdn.example/assets/root-abc.css')).toBeUndefined();
    expect(styleOf('/images/logo.svg')).toBeUndefined();
  });

  it('reads a file once: the build never changes under a running host', () => {
    write('once-abc.css', '.a{color:red}');
    expect(styleOf('/assets/once-abc.css')).toBe('.a{color:red}');
    write('once-abc.css', '.a{color:blue}');
    expect(styleOf('/assets/once-abc.css')).toBe('.a{color:red}');
  });
});
