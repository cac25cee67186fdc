import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { create, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tipInput } from '../../test/helpers/fixtures';
import { plainImage } from '../../test/helpers/images';
import { bearer, createMember, emulatorHost, type Member } from '../../test/helpers/members';
import { startServer, type ServerProcess } from '../../test/helpers/server-process';
import { PROJECT_ID } from '../../test/helpers/app';

const SERVER = path.resolve(import.meta.dirname, '../..');
const exec = promisify(execFile);
const scratch = fs.mkdtempSync(path.join(tmpdir(), 'gc-backup-test-'));
const dir = (name: string) => path.join(scratch, name);

/** npm run backup / restore's command on DATA_DIR `dataDir`; relative paths from `scratch`, as npm's INIT_CWD. */
const cli = (dataDir: string, ...args: string[]) =>
  exec(process.execPath, ['--import', 'tsx', 'src/backup-cli.ts', ...args], {
    cwd: SERVER,
    env: { ...process.env, DATA_DIR: dataDir, MONGODB_URI: '', FIREBASE_PROJECT_ID: PROJECT_ID, INIT_CWD: scratch },
  });
const failure = (call: Promise<unknown>) =>
  call.then(
    () => 'succeeded',
    (error: { stderr: string }) => error.stderr,
  );
const api = (dataDir: string) =>
  startServer({
    DATA_DIR: dataDir,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    MONGODB_URI: '',
    UPLOAD_SWEEP_INTERVAL_MS: '0',
  });

/** Every file under `root` with its hash: what "changed nothing" is checked against. */
function fingerprint(root: string): Record<string, string> {
  const files = fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return Object.fromEntries(
    files.map((e) => {
      const full = path.join(e.parentPath, e.name);
      return [path.relative(root, full), createHash('sha256').update(fs.readFileSync(full)).digest('hex')];
    }),
  );
}

let member: Member;
let photo: Buffer;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  [member, photo] = await Promise.all([createMember(), plainImage('png', 900, 600)]);
});
afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A tip with its own photo, through the API; resolves with what a reader gets back once it is acknowledged. */
async function tipWithPhoto(url: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'bed.png');
  const upload = await fetch(`${url}/uploads`, { method: 'POST', headers: bearer(member), body: form });
  expect(upload.status).toBe(201);
  const image = ((await upload.json()) as { url: string }).url;
  const created = await fetch(`${url}/gardenTips`, {
    method: 'POST',
    headers: { ...bearer(member), 'content-type': 'application/json' },
    body: JSON.stringify(tipInput({ image })),
  });
  expect(created.status).toBe(201);
  const id = ((await created.json()) as { insertedId: string }).insertedId;
  return { id, image, tip: await read(url, id), bytes: await photoBytes(url, image) };
}
const read = async (url: string, id: string) => (await fetch(`${url}/gardenTips/${id}`)).json() as Promise<object>;
const photoBytes = async (url: string, image: string) => {
  const res = await fetch(new URL(image, url));
  return res.status === 200 ? Buffer.from(await res.arrayBuffer()) : res.status;
};

describe('npm run backup and npm run restore (embedded store, real files)', { timeout: 300_000 }, () => {
  it('backs up while the API writes; the restored store answers with every acknowledged tip, photo and member', async () => {
    const live = dir('live');
    const a = await api(live);
    servers.push(a);
    const register = await fetch(`${a.url}/users`, {
      method: 'POST',
      headers: { ...bearer(member), 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Backer ${member.uid.slice(0, 8)}`, email: member.email, photoURL: '' }),
    });
    expect(register.status).toBe(201);
    const before = [await tipWithPhoto(a.url), await tipWithPhoto(a.url), await tipWithPhoto(a.url)];
    const me = async (url: string) =>
      (await fetch(`${url}/users?email=${member.email}`, { headers: bearer(member) })).json();
    const record = await me(a.url);

    // Writes go on while the backup runs: each is in the backup whole (tip and photo) or not at all.
    let backingUp = true;
    const during: Array<Awaited<ReturnType<typeof tipWithPhoto>>> = [];
    const writer = (async () => {
      while (backingUp) during.push(await tipWithPhoto(a.url));
    })();
    const made = await cli(live, 'backup', 'nightly.tar.gz').finally(() => (backingUp = false));
    await writer;
    expect(made.stdout).toMatch(/^Backed up \d+ members, \d+ tips, \d+ photos from .* into .*nightly\.tar\.gz$/m);
    expect(during.length).toBeGreaterThan(0);

    // Then the live data changes: a tip is deleted.
    expect(
      (await fetch(`${a.url}/gardenTips/${before[0]!.id}`, { method: 'DELETE', headers: bearer(member) })).status,
    ).toBe(200);
    expect((await fetch(`${a.url}/gardenTips/${before[0]!.id}`)).status).toBe(404);

    const fresh = dir('fresh');
    expect((await cli(fresh, 'restore', 'nightly.tar.gz')).stdout).toMatch(/^Restored \d+ members, \d+ tips/);
    const b = await api(fresh);
    servers.push(b);
    for (const { id, image, tip, bytes } of before) {
      expect(await read(b.url, id)).toEqual(tip);
      expect(await photoBytes(b.url, image)).toEqual(bytes);
    }
    expect(await me(b.url)).toEqual(record);
    for (const { id, image, tip, bytes } of during) {
      const restored = (await fetch(`${b.url}/gardenTips/${id}`)).status;
      if (restored === 200) {
        expect(await read(b.url, id)).toEqual(tip);
        expect(await photoBytes(b.url, image)).toEqual(bytes);
      } else expect(restored).toBe(404);
    }

    // The live store is refused while its API runs, and a non-empty DATA_DIR without --force.
    expect(await failure(cli(live, 'restore', 'nightly.tar.gz', '--force'))).toContain(
      'is in use (an API or npm start has it open)',
    );
    await a.stop();
    expect(await failure(cli(live, 'restore', 'nightly.tar.gz'))).toContain('already holds data');
    await cli(live, 'restore', 'nightly.tar.gz', '--force');
    const again = await api(live);
    servers.push(again);
    expect(await read(again.url, before[0]!.id)).toEqual(before[0]!.tip);
    expect(await photoBytes(again.url, before[0]!.image)).toEqual(before[0]!.bytes);
  });

  it('findings 12: a restore into an empty folder leaves the database 0600 and every photo folder 0700, before any API starts', async () => {
    const source = dir('private-source');
    const a = await api(source);
    servers.push(a);
    await tipWithPhoto(a.url);
    await a.stop();
    await cli(source, 'backup', 'private.tar.gz');
    const fresh = dir('private-fresh');
    // As an operator's shell has it: files 0644 and folders 0755 unless the restore says otherwise.
    await cli(fresh, 'restore', 'private.tar.gz');
    const modes = [
      fresh,
      ...fs.readdirSync(fresh, { recursive: true }).map((name) => path.join(fresh, String(name))),
    ].map((target) => {
      const stats = fs.statSync(target);
      return `${path.relative(fresh, target) || '.'} ${stats.isDirectory() ? 'dir' : 'file'} ${(stats.mode & 0o777).toString(8)}`;
    });
    expect(modes.some((line) => line.startsWith('green-circle.db file'))).toBe(true);
    expect(modes.filter((line) => line.startsWith('uploads') && line.includes(' dir ')).length).toBeGreaterThan(1);
    expect(modes.filter((line) => !line.endsWith(line.includes(' dir ') ? ' 700' : ' 600'))).toEqual([]);
  });

  it('refuses a damaged or foreign backup with a clear message and changes nothing', async () => {
    const source = dir('source');
    const server = await api(source);
    await tipWithPhoto(server.url);
    await server.stop();
    await cli(source, 'backup', 'good.tar.gz');
    expect(fs.statSync(dir('good.tar.gz')).isFile()).toBe(true);
    expect(fs.statSync(dir('good.tar.gz')).mode & 0o777).toBe(0o600);
    const target = dir('target');
    await cli(target, 'restore', 'good.tar.gz');
    const untouched = fingerprint(target);

    // The archive unpacked, changed, and packed again as another backup file.
    const variant = async (name: string, change: (folder: string) => void) => {
      const folder = dir(`${name}.d`);
      fs.mkdirSync(folder);
      await extract({ file: dir('good.tar.gz'), cwd: folder });
      change(folder);
      await create({ gzip: true, file: dir(name), cwd: folder }, fs.readdirSync(folder));
    };
    let photoFile = '';
    await variant('bad-photo.tar.gz', (folder) => {
      photoFile = fs
        .readdirSync(path.join(folder, 'uploads'), { recursive: true })
        .map(String)
        .find((f) => f.endsWith('.webp'))!;
      const damaged = path.join(folder, 'uploads', photoFile);
      const bytes = fs.readFileSync(damaged);
      bytes[bytes.length >> 1]! ^= 0xff;
      fs.writeFileSync(damaged, bytes);
    });
    const said = await failure(cli(target, 'restore', 'bad-photo.tar.gz', '--force'));
    expect(said).toContain(`uploads/${photoFile.split(path.sep).join('/')} in the backup ${dir('bad-photo.tar.gz')}`);
    expect(said).toContain('is damaged');
    expect(said).toContain(`Nothing was changed in ${target}`);

    await variant('no-db.tar.gz', (folder) => fs.rmSync(path.join(folder, 'green-circle.db')));
    expect(await failure(cli(target, 'restore', 'no-db.tar.gz', '--force'))).toContain(
      'green-circle.db is missing from the backup',
    );
    // A link in the archive (it could point anywhere) makes it foreign before anything is unpacked.
    await variant('with-link.tar.gz', (folder) => fs.symlinkSync('/etc/passwd', path.join(folder, 'link')));
    expect(await failure(cli(target, 'restore', 'with-link.tar.gz', '--force'))).toContain(
      'is not a Green Circle backup',
    );
    fs.writeFileSync(dir('not-an-archive.tar.gz'), 'hello');
    expect(await failure(cli(target, 'restore', 'not-an-archive.tar.gz', '--force'))).toContain(
      'is not a Green Circle backup',
    );
    expect(await failure(cli(target, 'restore', 'no-such.tar.gz'))).toContain('There is no backup file');
    expect(fingerprint(target)).toEqual(untouched);
  });

  it('says what to do instead on MongoDB, and how to call it', async () => {
    const mongo = exec(process.execPath, ['--import', 'tsx', 'src/backup-cli.ts', 'backup'], {
      cwd: SERVER,
      env: { ...process.env, MONGODB_URI: 'mongodb://127.0.0.1:1', DATA_DIR: dir('unused') },
    });
    expect(await failure(mongo)).toContain('mongodump --uri');
    expect(await failure(cli(dir('unused'), 'restore'))).toContain('Usage: npm run backup');
    expect(fs.existsSync(dir('unused'))).toBe(false);
  });
});
