// Red-team finding 2 (issue 15): the local stack trusts the Auth emulator, whose tokens are
// unsigned, so it must be unreachable from any other machine. Its listeners are bound to the
// loopback; a stranger on the network (a namespace of our own) cannot connect to any of them,
// while a control listener on every interface proves the stranger can reach this host at all.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig, openHostWarning } from '../../scripts/lib/env.mjs';
import { baseUrl } from '../support/browser';
import { createStranger, listeningAddresses, netnsUnavailable, type Stranger } from '../support/netns';

const LOOPBACK = ['127.0.0.1', '::1'];
const stackPorts = () => ({
  api: Number(new URL(inject('apiUrl')).port),
  client: Number(new URL(baseUrl()).port),
  emulator: Number(inject('emulatorHost').split(':').pop()),
});

describe('the local stack listens on the loopback only', () => {
  it('defaults HOST to the loopback, and warns (emulator, unsigned tokens) when HOST opens it', () => {
    const defaults = loadConfig({}, { environment: {}, useDotenv: false });
    expect(defaults.HOST).toBe('127.0.0.1');
    expect(openHostWarning(defaults)).toBeNull();
    const opened = loadConfig({ HOST: '0.0.0.0' }, { environment: {}, useDotenv: false });
    expect(openHostWarning(opened)).toMatch(
      /^WARNING: HOST=0\.0\.0\.0 opens the local stack to the network\. The Auth emulator accepts unsigned tokens/,
    );
  });

  it.each(['api', 'client', 'emulator'] as const)('the %s listens on loopback addresses and nowhere else', (part) => {
    const addresses = listeningAddresses(stackPorts()[part]);
    expect(addresses.length, `nothing listens on the ${part}'s port`).toBeGreaterThan(0);
    expect(addresses.filter((address) => !LOOPBACK.includes(address))).toEqual([]);
  });

  const unavailable = netnsUnavailable();
  describe.skipIf(unavailable !== null)(
    `from another address on the network${unavailable ? ` (skipped: ${unavailable})` : ''}`,
    () => {
      let stranger: Stranger;
      let control: http.Server;
      beforeAll(async () => {
        stranger = createStranger();
        control = http.createServer((_req, res) => res.end('ok'));
        await new Promise<void>((resolve) => control.listen(0, '0.0.0.0', resolve));
      });
      afterAll(() => {
        control?.close();
        stranger?.remove();
      });

      it('reaches a listener on every interface (the control), but none of the stack', () => {
        expect(stranger.probe((control.address() as AddressInfo).port)).toBe('open');
        const ports = stackPorts();
        expect({
          api: stranger.probe(ports.api),
          client: stranger.probe(ports.client),
          emulator: stranger.probe(ports.emulator),
        }).toEqual({ api: 'refused', client: 'refused', emulator: 'refused' });
      });
    },
  );
});
