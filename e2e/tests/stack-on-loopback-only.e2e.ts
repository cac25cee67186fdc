// Red-team finding 2 (issue 15): the local stack trusts the Auth emulator, whose tokens are
// unsigned, so it must be unreachable from any other machine. Its listeners are bound to the
// loopback; a stranger on the network (a namespace of our own) cannot connect to any of them,
// while a control listener on every interface proves the stranger can reach this host at all.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/fixtures';
import { stack } from '../support/stack';
import { loadConfig, openHostWarning } from '../../scripts/lib/env.mjs';
import { createStranger, listeningAddresses, netnsUnavailable, type Stranger } from '../support/netns';

const LOOPBACK = ['127.0.0.1', '::1'];
const stackPorts = () => ({
  api: Number(new URL(stack().apiUrl).port),
  client: Number(new URL(stack().baseUrl).port),
  emulator: Number(stack().emulatorHost.split(':').pop()),
});

test.describe('the local stack listens on the loopback only', () => {
  test('defaults HOST to the loopback, and warns (emulator, unsigned tokens) when HOST opens it', () => {
    const defaults = loadConfig({}, { environment: {}, useDotenv: false });
    expect(defaults.HOST).toBe('127.0.0.1');
    expect(openHostWarning(defaults)).toBeNull();
    const opened = loadConfig({ HOST: '0.0.0.0' }, { environment: {}, useDotenv: false });
    expect(openHostWarning(opened)).toMatch(
      /^WARNING: HOST=0\.0\.0\.0 opens the local stack to the network\. The Auth emulator accepts unsigned tokens/,
    );
  });

  for (const part of ['api', 'client', 'emulator'] as const) {
    test(`the ${part} listens on loopback addresses and nowhere else`, () => {
      const addresses = listeningAddresses(stackPorts()[part]);
      expect(addresses.length, `nothing listens on the ${part}'s port`).toBeGreaterThan(0);
      expect(addresses.filter((address) => !LOOPBACK.includes(address))).toEqual([]);
    });
  }

  const unavailable = netnsUnavailable();
  test.describe(`from another address on the network${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
    test.skip(unavailable !== null, unavailable ?? '');

    let stranger: Stranger;
    let control: http.Server;
    test.beforeAll(async () => {
      stranger = createStranger();
      control = http.createServer((_req, res) => res.end('ok'));
      await new Promise<void>((resolve) => control.listen(0, '0.0.0.0', resolve));
    });
    test.afterAll(() => {
      control?.close();
      stranger?.remove();
    });

    test('reaches a listener on every interface (the control), but none of the stack', () => {
      expect(stranger.probe((control.address() as AddressInfo).port)).toBe('open');
      const ports = stackPorts();
      expect({
        api: stranger.probe(ports.api),
        client: stranger.probe(ports.client),
        emulator: stranger.probe(ports.emulator),
      }).toEqual({ api: 'refused', client: 'refused', emulator: 'refused' });
    });
  });
});
