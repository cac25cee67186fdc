// The local mail server (maildev: SMTP plus a web inbox and its HTTP API), as a child process.
// Used by `npm start`, the API tests and the e2e suite, each with its own ports and inbox.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort, waitForHttp } from './ports.mjs';

const maildevBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('maildev/package.json')),
  'bin',
  'maildev',
);

/**
 * @param {{ smtpPort?: number, webPort?: number, host?: string, mailDir?: string }} [options]
 *   host: where both listen (default the loopback); mailDir: the received e-mails are kept there
 *   across restarts (default: a temp folder of maildev's, gone with the process).
 */
export async function startMailServer(options = {}) {
  const smtpPort = options.smtpPort ?? (await freePort());
  const webPort = options.webPort ?? (await freePort());
  const host = options.host ?? '127.0.0.1';
  const probe = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const args = [maildevBin, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', host, '--silent'];
  if (options.mailDir) {
    mkdirSync(options.mailDir, { recursive: true });
    args.push('--mail-directory', options.mailDir);
  }
  // Its own process group, so a Ctrl-C in the terminal stops it through stop() only.
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const webUrl = `http://${probe}:${webPort}`;
  try {
    await Promise.race([
      waitForHttp(`${webUrl}/healthz`, 60_000),
      exited.then((code) => {
        throw new Error(`The mail server exited (${code}) before it was ready:\n${errors}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    smtpUrl: `smtp://${probe}:${smtpPort}`,
    webUrl,
    smtpPort,
    webPort,
    inbox: mailInbox(webUrl),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The inbox's HTTP API (maildev's REST routes): every e-mail it received, one address's, the
 * raw source of one (headers and both parts as sent), and emptying it.
 * @param {string} webUrl
 */
export function mailInbox(webUrl) {
  const get = async (route) => {
    const response = await fetch(`${webUrl}${route}`);
    if (!response.ok) throw new Error(`GET ${route}: ${response.status}`);
    return response;
  };
  return {
    webUrl,
    all: async () => /** @type {any[]} */ (await (await get('/email')).json()),
    to: async (/** @type {string} */ address) =>
      /** @type {any[]} */ (await (await get('/email')).json()).filter((mail) =>
        mail.to?.some((/** @type {{address: string}} */ to) => to.address.toLowerCase() === address.toLowerCase()),
      ),
    source: async (/** @type {string} */ id) => (await get(`/email/${encodeURIComponent(id)}/source`)).text(),
    clear: async () => {
      await fetch(`${webUrl}/email/all`, { method: 'DELETE' });
    },
  };
}
