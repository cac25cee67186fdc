// npm run backup -- [file]              one archive (.tar.gz) of the embedded store and its photos, API running or not
// npm run restore -- <file> [--force]  puts one back into DATA_DIR (the API stopped)
// Both read the environment as the API does (.env, DATA_DIR, MONGODB_URI). Paths are taken from
// where npm was run (INIT_CWD), not from server/.
import path from 'node:path';
import { ConfigError, readConfig, REPO_ROOT } from './config';
import { backupDataDir } from './backup/backup';
import { BackupError, type Manifest } from './backup/manifest';
import { restoreArchive } from './backup/restore';

const USAGE = 'Usage: npm run backup -- [file.tar.gz]   |   npm run restore -- <backup file> [--force]';

const MONGODB =
  'MONGODB_URI is set: the store is MongoDB, which these commands do not copy. Back it up with ' +
  '`mongodump --uri "$MONGODB_URI" --db <MONGODB_DB> --archive=<file> --gzip` and put it back with ' +
  '`mongorestore --uri "$MONGODB_URI" --archive=<file> --gzip --drop` (the photos are in the same ' +
  'database, GridFS bucket "uploads"); docs/deployment.md says how often and how to test a restore.';

const fromCaller = (target: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
const dated = () =>
  `green-circle-${new Date()
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;
const held = ({ counts }: Manifest) => `${counts.members} members, ${counts.tips} tips, ${counts.photos} photos`;

async function run(args: string[]): Promise<string> {
  const [command, ...rest] = args;
  const force = rest.includes('--force');
  const paths = rest.filter((arg) => arg !== '--force');
  if ((command !== 'backup' && command !== 'restore') || paths.length > 1 || (command === 'restore' && !paths[0]))
    throw new Error(USAGE);
  const config = readConfig();
  if (config.mongodbUri) throw new Error(MONGODB);
  // Backups live apart from DATA_DIR, so losing one does not lose the other.
  if (command === 'backup') {
    const target = paths[0] ? fromCaller(paths[0]) : path.join(REPO_ROOT, 'backups', dated());
    const manifest = await backupDataDir(config.dataDir, target);
    const missing = manifest.missingPhotos.length
      ? `\n${manifest.missingPhotos.length} photos were removed while the backup ran (their tips deleted): ${manifest.missingPhotos.join(', ')}`
      : '';
    return `Backed up ${held(manifest)} from ${config.dataDir} into ${target}${missing}`;
  }
  const backup = fromCaller(paths[0]!);
  try {
    const manifest = await restoreArchive(backup, config.dataDir, { force });
    return `Restored ${held(manifest)} (backed up ${manifest.createdAt}) into ${config.dataDir}. Start the API on it: npm start`;
  } catch (error) {
    if (error instanceof BackupError)
      throw new BackupError(`${error.message} Nothing was changed in ${config.dataDir}.`);
    throw error;
  }
}

run(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof BackupError || (error as Error).message === USAGE;
    console.error(known || (error as Error).message === MONGODB ? (error as Error).message : (error as Error).stack);
    process.exit(1);
  },
);
