// The production shape on this machine (`npm run rehearse`, scripts/rehearse/): HAProxy terminating
// TLS on the loopback with a certificate made for the run, balancing two compiled API processes
// (node server/dist/main.js, one embedded store) and two built client hosts (node scripts/host.mjs),
// each pair routed on GET /ready; NODE_ENV=production with every production setting; SMTP to the
// local mail server. The one stand-in: the Firebase Auth emulator for Firebase (REHEARSAL_AUTH_EMULATOR).
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { startAuthEmulator } from '@green-circle/testing/auth-emulator';
import { startMailServer } from '@green-circle/testing/mail-server';
import { freePort, portInUse } from '@green-circle/testing/ports';
import { buildClient } from './build-client.mjs';
import { root } from './root.mjs';
import { startChild, waitUntilReady } from './processes.mjs';

/**
 * The public ports are fixed (the client build bakes in the API's and the site's addresses, so a
 * second run reuses the first one's build); REHEARSAL_SITE_PORT, REHEARSAL_API_PORT and
 * REHEARSAL_AUTH_PORT move them.
 */
const SITE_PORT = Number(process.env.REHEARSAL_SITE_PORT ?? 5443);
const API_PORT = Number(process.env.REHEARSAL_API_PORT ?? 5444);
const AUTH_PORT = Number(process.env.REHEARSAL_AUTH_PORT ?? 9443);
const PROJECT_ID = 'demo-green-circle';
/** The client build, kept between runs (outside the repository: npm start's build stays its own). */
// One build folder a checkout: two clones rehearsing at once (other ports) do not build over each other.
const BUILD_DIR = path.join(
  tmpdir(),
  `green-circle-rehearsal-build-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`,
);

/** HAProxy's program: on the PATH, or where Debian puts it (/usr/sbin is not on a user's PATH). */
export function haproxyPath() {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin']) {
    if (dir && existsSync(path.join(dir, 'haproxy'))) return path.join(dir, 'haproxy');
  }
  return null;
}

/** HAProxy's configuration: the starting point docs/deployment.md gives for a real deployment. */
export function haproxyConfig({ pem, sitePort, apiPort, hosts, apis, socket, bind = ['127.0.0.1', '[::1]'] }) {
  const binds = (port) => bind.map((address) => `  bind ${address}:${port} ssl crt ${pem} alpn http/1.1`).join('\n');
  const servers = (name, addresses) =>
    addresses.map((address, i) => `  server ${name}${i + 1} ${address} check`).join('\n');
  return `global
  maxconn 2000
  # Which backends are up, for a rolling restart's script (show stat).
  stats socket ${socket} mode 600

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  # A new connection to a backend for every request: a stopped or killed process is a refused
  # connection, which is retried on the other one (redispatch), never a request lost on a stale one.
  option http-server-close
  option redispatch 1
  retries 3
  retry-on conn-failure empty-response response-timeout
  # Each backend is asked GET /ready every half second; three failures in a row (a host told to
  # stop answers 503 while it drains; an API that lost its store, 503; no answer within 5 s) take
  # it out, two 200s put it back.
  option httpchk
  http-check send meth GET uri /ready ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  timeout check 5s
  default-server inter 500ms fall 3 rise 2

frontend site
${binds(sitePort)}
  # The visitor's address, appended to any X-Forwarded-For the visitor sent (TRUST_PROXY=1 takes the last).
  option forwardfor
  http-request set-header X-Forwarded-Proto https
  default_backend hosts

frontend api
${binds(apiPort)}
  option forwardfor
  http-request set-header X-Forwarded-Proto https
  default_backend apis

backend hosts
  balance roundrobin
  # A request a dead server may have started on is sent again only if it is a read: a form post or
  # an API write is never applied twice (the visitor sees the failure and may try again).
  http-request disable-l7-retry if !METH_GET
${servers('host', hosts)}

backend apis
  balance roundrobin
  http-request disable-l7-retry if !METH_GET
${servers('api', apis)}
`;
}

/** A certificate for localhost and 127.0.0.1, made for this run (openssl). */
function makeCertificate(dir) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const pem = path.join(dir, 'site.pem');
  writeFileSync(pem, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'), { mode: 0o600 });
  return { cert, pem, ca: readFileSync(cert) };
}

/** Runs `npm run build -w server` (the compiled API, server/dist/main.js). */
function buildServer() {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`The API build failed:\n${output}`))));
  });
}

/**
 * Builds and starts everything; `log` says each step. Resolves with the addresses, the CA to trust,
 * the processes (to kill and restart them) and stop(), which stops everything it started.
 */
export async function startRehearsal({ log = () => {} } = {}) {
  for (const [name, port] of [
    ['REHEARSAL_SITE_PORT', SITE_PORT],
    ['REHEARSAL_API_PORT', API_PORT],
    ['REHEARSAL_AUTH_PORT', AUTH_PORT],
  ]) {
    if (await portInUse(port, '127.0.0.1'))
      throw new Error(`Port ${port} (${name}) is already in use: stop what uses it, or set ${name} to another port.`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'gc-rehearsal-'));
  const running = [];
  const stop = async () => {
    for (const part of running.reverse()) await part.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const siteUrl = `https://localhost:${SITE_PORT}`;
    const apiUrl = `https://localhost:${API_PORT}`;
    const authHost = `127.0.0.1:${AUTH_PORT}`;
    const { cert, pem, ca } = makeCertificate(dir);
    const secrets = {
      HOST_SECRET: randomBytes(32).toString('base64url'),
      METRICS_TOKEN: randomBytes(24).toString('base64url'),
      AUTHOR_ID_SECRET: randomBytes(24).toString('base64url'),
      CALENDAR_FEED_SECRET: randomBytes(24).toString('base64url'),
      MAIL_SECRET: randomBytes(24).toString('base64url'),
    };

    log('Building the API and the client');
    await Promise.all([
      buildServer(),
      buildClient({
        viteEnv: {
          VITE_API_URL: apiUrl,
          PUBLIC_SITE_URL: siteUrl,
          VITE_FIREBASE_API_KEY: 'demo-api-key',
          VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
          VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
          VITE_FIREBASE_APP_ID: 'demo-app-id',
          VITE_FIREBASE_AUTH_EMULATOR_HOST: authHost,
        },
        outDir: BUILD_DIR,
      }),
    ]);

    log('Starting the Auth emulator (the one stand-in, for Firebase) and the local mail server');
    const [emulator, mail] = await Promise.all([
      startAuthEmulator({ port: AUTH_PORT, host: '127.0.0.1', projectId: PROJECT_ID, quiet: true }),
      startMailServer({ host: '127.0.0.1', mailDir: path.join(dir, 'mail') }),
    ]);
    running.push({ stop: () => emulator.stop() }, { stop: () => mail.stop() });

    const shared = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      PUBLIC_SITE_URL: siteUrl,
      HOST_SECRET: secrets.HOST_SECRET,
      METRICS_TOKEN: secrets.METRICS_TOKEN,
      // The one stand-in: said so by every process at its start.
      REHEARSAL_AUTH_EMULATOR: '1',
    };
    const apiEnv = {
      ...shared,
      DATA_DIR: path.join(dir, 'data'),
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
      CLIENT_ORIGINS: siteUrl,
      PUBLIC_API_URL: apiUrl,
      AUTHOR_ID_SECRET: secrets.AUTHOR_ID_SECRET,
      CALENDAR_FEED_SECRET: secrets.CALENDAR_FEED_SECRET,
      MAIL_SECRET: secrets.MAIL_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      MAIL_FROM: 'Green Circle <hello@greencircle.test>',
      LOG_LEVEL: 'warn',
    };
    // The host calls the API at its public https address, through the proxy, trusting the run's certificate.
    const hostEnv = { ...shared, CLIENT_BUILD_DIR: BUILD_DIR, NODE_EXTRA_CA_CERTS: cert };

    const apiPorts = [await freePort(), await freePort()];
    const hostPorts = [await freePort(), await freePort()];
    const processes = { apis: [], hosts: [] };
    const startApiProcess = async (i) => {
      const child = startChild(`API ${i + 1}`, process.execPath, ['server/dist/main.js'], {
        cwd: root,
        env: { ...apiEnv, PORT: String(apiPorts[i]) },
        logFile: path.join(dir, 'logs', `api-${i + 1}.log`),
      });
      processes.apis[i] = child;
      await waitUntilReady(child, `http://127.0.0.1:${apiPorts[i]}/ready`, { timeoutMs: 90_000 });
      return child;
    };
    const startHostProcess = async (i) => {
      const child = startChild(`host ${i + 1}`, process.execPath, ['scripts/host.mjs'], {
        cwd: root,
        env: { ...hostEnv, CLIENT_PORT: String(hostPorts[i]) },
        logFile: path.join(dir, 'logs', `host-${i + 1}.log`),
      });
      processes.hosts[i] = child;
      await waitUntilReady(child, `http://127.0.0.1:${hostPorts[i]}/ready`, { timeoutMs: 60_000 });
      return child;
    };
    running.push({
      stop: () => Promise.all([...processes.hosts, ...processes.apis].map((part) => part?.stop())),
    });
    log('Starting two API processes on one store and two hosts (NODE_ENV=production)');
    // One API first: it creates and migrates the store; the second finds it made.
    await startApiProcess(0);
    await Promise.all([startApiProcess(1), startHostProcess(0), startHostProcess(1)]);

    log('Starting HAProxy (TLS on the loopback, health checks on /ready)');
    mkdirSync(path.join(dir, 'logs'), { recursive: true });
    const config = path.join(dir, 'haproxy.cfg');
    const socket = path.join(dir, 'haproxy.sock');
    writeFileSync(
      config,
      haproxyConfig({
        pem,
        sitePort: SITE_PORT,
        apiPort: API_PORT,
        hosts: hostPorts.map((port) => `127.0.0.1:${port}`),
        apis: apiPorts.map((port) => `127.0.0.1:${port}`),
        socket,
      }),
    );
    const proxy = startChild('HAProxy', haproxyPath() ?? 'haproxy', ['-f', config, '-db'], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
      logFile: path.join(dir, 'logs', 'haproxy.log'),
    });
    running.push(proxy);
    await waitForProxy(`${siteUrl}/ready`, ca);
    await waitForProxy(`${apiUrl}/ready`, ca);

    return {
      siteUrl,
      apiUrl,
      ca,
      emulatorHost: authHost,
      projectId: PROJECT_ID,
      mail,
      metricsToken: secrets.METRICS_TOKEN,
      dataDir: apiEnv.DATA_DIR,
      processes,
      apiEnv,
      hostEnv,
      haproxyConfig: readFileSync(config, 'utf8'),
      /** What HAProxy said of its backends (each going down or up, and why). */
      proxyEvents: () =>
        proxy
          .output()
          .split('\n')
          .filter((line) => / is (DOWN|UP)|no server available/.test(line)),
      /** Resolves once HAProxy counts `server` (api1, api2, host1, host2) as up (`up` false: as down). */
      waitForProxy: (server, up = true) => waitForServer(socket, server, up),
      /** Starts API `i` (0 or 1) again once it died; resolves when it is ready. */
      startApi: startApiProcess,
      /** Starts host `i` again; resolves when it is ready. */
      startHost: startHostProcess,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** HAProxy's answer to one command on its stats socket. */
function askHaproxy(socket, command) {
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(socket);
    let answer = '';
    connection.on('connect', () => connection.end(`${command}\n`));
    connection.on('data', (chunk) => (answer += chunk));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

/** Waits (at most 30 s) until HAProxy's health checks count `server` up (or down). */
async function waitForServer(socket, server, up, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stat = await askHaproxy(socket, 'show stat').catch(() => '');
    // CSV: pxname,svname,...,status (the 18th field)
    const row = stat.split('\n').find((line) => line.split(',')[1] === server);
    const status = row?.split(',')[17] ?? '';
    if (up ? status.startsWith('UP') : status.startsWith('DOWN')) return;
    if (Date.now() > deadline)
      throw new Error(`HAProxy did not count ${server} ${up ? 'up' : 'down'} within ${timeoutMs} ms (${status})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until `url` answers 200 through the proxy (it checks its backends first). */
async function waitForProxy(url, ca, timeoutMs = 30_000) {
  const { request } = await import('../rehearse/client.mjs');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await request(url, { ca }).catch(() => null);
    if (answer?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 through HAProxy within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
