import { once } from 'node:events';
import net from 'node:net';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { createMongoStore } from './mongo';
import { StoreUnavailableError } from './store';
import { describeStoreContract } from './store.contract';
import { describeSeasonContract } from './store.seasons.contract';

// The contract runs against MongoDB only when a server is given; each test gets its own
// database, dropped at the end.
const uri = process.env.MONGODB_URI;

if (!uri) {
  console.log('MongoDB store contract NOT run: MONGODB_URI is unset (set it to run the same suite against MongoDB).');
}

describe.runIf(Boolean(uri))('MongoDB store', () => {
  const databases: string[] = [];
  afterAll(async () => {
    const client = await MongoClient.connect(uri!);
    for (const name of databases) await client.db(name).dropDatabase();
    await client.close();
  });

  const freshStore = async () => {
    const dbName = `green-circle-test-${process.pid}-${databases.length}-${Date.now()}`;
    databases.push(dbName);
    return createMongoStore({ uri: uri!, dbName });
  };
  describeStoreContract('MongoDB', freshStore);
  describeSeasonContract('MongoDB', freshStore);
});

describe('MongoDB store without a reachable server', () => {
  it('reports the store as unavailable', async () => {
    // A port nothing listens on: taken from the OS, then released.
    const server = net.createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    await expect(
      createMongoStore({ uri: `mongodb://127.0.0.1:${port}`, dbName: 'green-circle', serverSelectionTimeoutMs: 300 }),
    ).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});
