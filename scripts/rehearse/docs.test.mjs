// docs/deployment.md gives the proxy configuration and the commands the rehearsal runs, so what an
// operator copies is what was rehearsed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from '../lib/rehearsal.mjs';
import { root } from '../lib/root.mjs';

const deployment = readFileSync(path.join(root, 'docs', 'deployment.md'), 'utf8');
const rehearsal = readFileSync(path.join(root, 'scripts', 'lib', 'rehearsal.mjs'), 'utf8');

/** The HAProxy configuration of docs/deployment.md, with a deployment's addresses. */
const DOCUMENTED = {
  pem: '/etc/haproxy/greencircle.pem',
  sitePort: 443,
  apiPort: 8443,
  hosts: ['10.0.0.11:3001', '10.0.0.12:3001'],
  apis: ['10.0.0.21:5001', '10.0.0.22:5001'],
  socket: '/run/haproxy.sock',
  bind: [''],
};

describe('docs/deployment.md', () => {
  it('gives the HAProxy configuration the rehearsal runs, with a deployment’s addresses', () => {
    const block = /```haproxy\n([\s\S]*?)```/.exec(deployment)?.[1];
    expect(block).toBe(haproxyConfig(DOCUMENTED));
  });

  it('starts each process with the command the rehearsal starts it with', () => {
    for (const command of ['node server/dist/main.js', 'node scripts/host.mjs', 'npm run build -w server']) {
      expect(deployment).toContain(command);
    }
    expect(rehearsal).toContain("['server/dist/main.js']");
    expect(rehearsal).toContain("['scripts/host.mjs']");
    expect(rehearsal).toContain("['run', 'build', '-w', 'server']");
  });
});
