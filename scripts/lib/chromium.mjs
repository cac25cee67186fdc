// Where the end-to-end suite finds Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
// The browser suite's pages run in Debian's old headless shell (chromium-headless-shell, the same
// Chromium without the desktop browser around it) when it is there: the same pages and engine for
// about two thirds of the CPU (issue 35: 134 against 195 CPU-seconds for the same 42 tests). What
// only the whole browser does (offering to install the app) and the Lighthouse runs keep Chromium.
import { accessSync, constants } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The browser the end-to-end suite's pages run in: CHROMIUM_PATH when set, else the headless
 * shell, else Chromium itself (slower, the same results); null when there is none.
 */
export function suiteBrowserPath() {
  if (!process.env.CHROMIUM_PATH && executable(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return chromiumPath();
}

/** The Chromium executable to drive, or null when there is none. */
export function chromiumPath() {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : CANDIDATES;
  for (const file of candidates) {
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // try the next one
    }
  }
  return null;
}

export const CHROMIUM_HELP = process.env.CHROMIUM_PATH
  ? `The end-to-end suite needs Chromium, and CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable.`
  : [
      'The end-to-end suite needs Chromium, and none was found at /usr/bin/chromium.',
      'Install it (Debian/Ubuntu): sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell',
      'or point CHROMIUM_PATH at a Chromium or Chrome executable. (.ci/run installs it by itself.)',
    ].join('\n');
