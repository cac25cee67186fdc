// Where the end-to-end suite finds Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
import { accessSync, constants } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

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
      'Install it (Debian/Ubuntu): sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at a Chromium or Chrome executable. (.ci/run installs it by itself.)',
    ].join('\n');
