// For embedded-crash.test.ts only: opens the store file, arms a real crash (SIGKILL) at the
// n-th row the next change writes, and makes that change. Temporary triggers on every table
// the like and delete paths write (the like's notification included) call crash_point() after each row, so the process dies
// between two writes inside SQLite's transaction, exactly where a power cut could land.
import { createEmbeddedStore } from '../../src/store/embedded';

const [filename, operation, tipId, uid, crashAt] = process.argv.slice(2) as [
  string,
  'like' | 'delete',
  string,
  string,
  string,
];
const store = createEmbeddedStore({ filename });
let rows = 0;
store.db.function('crash_point', () => {
  rows += 1;
  if (rows >= Number(crashAt)) process.kill(process.pid, 'SIGKILL');
  return null;
});
for (const table of ['tips', 'likes', 'tip_counts', 'notifications']) {
  for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
    store.db.exec(
      `CREATE TEMP TRIGGER crash_${table}_${event} AFTER ${event} ON main.${table} BEGIN SELECT crash_point(); END`,
    );
  }
}
await (operation === 'like' ? store.likeTip(tipId, uid) : store.deleteTip(tipId));
await store.close();
console.log(`completed after ${rows} rows`);
