// A visitor of the rehearsal, as a browser would be one: https through the proxy, trusting the run's
// certificate, from a loopback address of its own (Node's localAddress: 127.0.0.2 and 127.0.0.3 are
// two visitors to the proxy), on kept-alive connections.
import https from 'node:https';

const agents = new Map();
/** One pool of kept-alive connections per source address, as one browser has. */
function agentFor(localAddress, ca) {
  const key = localAddress ?? 'any';
  if (!agents.has(key)) agents.set(key, new https.Agent({ keepAlive: true, maxSockets: 16, ca, localAddress }));
  return agents.get(key);
}

/** Closes every kept-alive connection (at the end of the suite). */
export function closeAgents() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/**
 * One request: resolves { status, headers, body (text) }; rejects when the connection fails or is
 * cut (a failure the visitor saw). `from`: the source address. Always to 127.0.0.1 (where the proxy
 * listens), with the address's own host name for TLS and Host.
 */
export function request(url, { method = 'GET', headers = {}, body, from, ca, timeoutMs = 20_000 } = {}) {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname + target.search,
        method,
        servername: target.hostname,
        headers: { host: target.host, ...headers },
        agent: agentFor(from, ca),
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
        res.on('aborted', () => reject(new Error('The answer was cut short')));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** A JSON request's answer with its body parsed (null when it is not JSON). */
export async function json(url, options = {}) {
  const headers = { accept: 'application/json', ...options.headers };
  if (options.data !== undefined) headers['content-type'] = 'application/json';
  const answer = await request(url, {
    ...options,
    headers,
    body: options.data === undefined ? options.body : JSON.stringify(options.data),
  });
  let parsed = null;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    parsed = null;
  }
  return { ...answer, json: parsed };
}
