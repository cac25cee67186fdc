// A stranger on the network, made on this machine: a network namespace joined to the host by a
// veth pair with addresses of our own (never the machine's real ones). Needs root and `ip`.
import { execFileSync, spawnSync } from 'node:child_process';

export interface Stranger {
  /** The host's address as the stranger sees it. */
  hostAddress: string;
  /** 'open', 'refused' or 'timeout': what a TCP connection from the namespace to the host's port meets. */
  probe: (port: number) => string;
  remove: () => void;
}

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });

/** Why a namespace cannot be made here, or null when it can. */
export function netnsUnavailable(): string | null {
  if (process.getuid?.() !== 0) return 'network namespaces need root';
  if (spawnSync('ip', ['-V']).status !== 0) return 'the `ip` command (iproute2) is missing';
  return null;
}

export function createStranger(): Stranger {
  // A /30 of 10.213.x.0 with x and the names from our pid, so two runs side by side do not meet.
  const tag = process.pid % 60000;
  const x = 1 + (process.pid % 250);
  const ns = `gc-stranger-${tag}`;
  const hostSide = `gcs${tag}h`;
  const strangerSide = `gcs${tag}n`;
  const hostAddress = `10.213.${x}.1`;
  const remove = () => {
    spawnSync('ip', ['link', 'del', hostSide]);
    spawnSync('ip', ['netns', 'del', ns]);
  };
  remove();
  try {
    ip('netns', 'add', ns);
    ip('link', 'add', hostSide, 'type', 'veth', 'peer', 'name', strangerSide);
    ip('link', 'set', strangerSide, 'netns', ns);
    ip('addr', 'add', `${hostAddress}/30`, 'dev', hostSide);
    ip('link', 'set', hostSide, 'up');
    ip('netns', 'exec', ns, 'ip', 'addr', 'add', `10.213.${x}.2/30`, 'dev', strangerSide);
    ip('netns', 'exec', ns, 'ip', 'link', 'set', strangerSide, 'up');
    ip('netns', 'exec', ns, 'ip', 'link', 'set', 'lo', 'up');
  } catch (error) {
    remove();
    throw error;
  }
  const script =
    "const s=require('net').connect(+process.argv[2],process.argv[1]);" +
    "s.setTimeout(3000,()=>{console.log('timeout');process.exit()});" +
    "s.on('connect',()=>{console.log('open');process.exit()});" +
    "s.on('error',e=>{console.log(e.code==='ECONNREFUSED'?'refused':e.code);process.exit()})";
  return {
    hostAddress,
    probe: (port) =>
      execFileSync('ip', ['netns', 'exec', ns, process.execPath, '-e', script, hostAddress, String(port)], {
        encoding: 'utf8',
      }).trim(),
    remove,
  };
}

/** The local addresses that listen on a TCP port, from /proc/net/tcp and tcp6 (e.g. '127.0.0.1', '::1', '0.0.0.0'). */
export function listeningAddresses(port: number): string[] {
  const found: string[] = [];
  for (const [file, decode] of [
    ['/proc/net/tcp', decodeV4],
    ['/proc/net/tcp6', decodeV6],
  ] as const) {
    const lines = execFileSync('cat', [file], { encoding: 'utf8' }).trim().split('\n').slice(1);
    for (const line of lines) {
      const [, local, , state] = line.trim().split(/\s+/);
      const [address, hexPort] = (local ?? '').split(':');
      if (state === '0A' && parseInt(hexPort ?? '', 16) === port) found.push(decode(address ?? ''));
    }
  }
  return found;
}

const decodeV4 = (hex: string) =>
  (hex.match(/../g) ?? [])
    .reverse()
    .map((b) => parseInt(b, 16))
    .join('.');

function decodeV6(hex: string) {
  // Four little-endian 32-bit words.
  const words = (hex.match(/.{8}/g) ?? []).map((w) => (w.match(/../g) ?? []).reverse().join(''));
  const groups = words.join('').match(/.{4}/g) ?? [];
  const text = groups.map((g) => parseInt(g, 16).toString(16)).join(':');
  if (text === '0:0:0:0:0:0:0:1') return '::1';
  if (text === '0:0:0:0:0:0:0:0') return '::';
  return text;
}
