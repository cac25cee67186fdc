import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 54's "one place creates toasts", read from the app's sources (tests aside): a write's toast
 * rides the flash cookie and is shown by components/ui/flash-toast.tsx; the few the browser says on
 * its own (nothing was written) go through the same function, lib/notify.ts `showToast`, the one
 * place that calls react-toastify's `toast`. A component that raised a toast of its own, or showed
 * one from an action's answer, fails here.
 */
const SRC = join(import.meta.dirname, '..');

/** Every source file of the app (not its tests or their helpers), with its code stripped of comments. */
function sources(): { file: string; code: string }[] {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/'))
    .map((file) => file.split('\\').join('/'));
  return files.map((file) => ({
    file,
    code: readFileSync(join(SRC, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1'),
  }));
}

/** The toasts the browser says on its own (no write behind them), each where it is said, and why. */
const SAID_BY_THE_BROWSER = {
  // The flash cookie's toast (the root loader's): every write's, with or without JavaScript.
  'components/ui/flash-toast.tsx': 'the root loader reads the flash cookie',
  'app/layouts/logout-button.tsx': 'the identity service signs out in the browser',
  'features/auth/use-google-sign-in.ts': "Google's pop-up refused, before anything is posted",
  'features/seasons/components/feed-address.tsx': 'the address copied to the clipboard',
  'features/tips/components/share-button.tsx': 'the link copied to the clipboard',
  'features/tips/components/tip-form.tsx': 'the form sent blank or before its photo is up',
};

describe('one place creates toasts (issue 54)', () => {
  const all = sources();

  it('reads the app: its sources are there', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.map(({ file }) => file)).toContain('lib/notify.ts');
  });

  it("only lib/notify.ts takes react-toastify's toast; the toasts' host takes only its container", () => {
    const using = all.filter(({ code }) => code.includes("'react-toastify'")).map(({ file }) => file);
    expect(using.sort()).toEqual(['components/ui/toasts.tsx', 'lib/notify.ts']);
    const host = all.find(({ file }) => file === 'components/ui/toasts.tsx')!.code;
    expect(host).toMatch(/module\.ToastContainer/);
    expect(host).not.toMatch(/\btoast\b(?!s)/);
  });

  it('every toast goes through showToast, from the flash cookie or one of the few the browser says alone', () => {
    const callers = all
      .filter(({ file, code }) => file !== 'lib/notify.ts' && /\bshowToast\s*\(/.test(code))
      .map(({ file }) => file);
    expect(callers.sort()).toEqual(Object.keys(SAID_BY_THE_BROWSER).sort());
  });

  it("no component shows a toast from an action's answer (it rides the flash cookie)", () => {
    const reading = all
      .filter(({ code }) => /\bdata\??\.toast\b|useToast\s*\(|\bnotify\s*[.[]/.test(code))
      .map(({ file }) => file);
    expect(reading).toEqual([]);
  });
});
