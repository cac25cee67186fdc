// What `npm start` says while it works: one line when a step starts, one when it ends (with
// its time), and on a terminal a status line that counts the seconds of the steps still
// running, so a two-minute first start is never silent. Node builtins only: it reports the
// install, before anything is installed.

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** How much of a failed part's output a failed step shows (the rest is in its log). */
const MAX_DETAIL_LINES = 20;

/**
 * @param {{ total: number, write?: (text: string) => void, tty?: boolean, now?: () => number }} options
 * `total` is the number of steps; `now` defaults to the time since the process started, so
 * the final figure is the real time from `npm start` on.
 */
export function createSteps({
  total,
  write = (text) => process.stderr.write(text),
  tty = !!process.stderr.isTTY,
  now = () => process.uptime() * 1000,
}) {
  const running = new Map();
  let number = 0;
  let ticker = null;
  let statusShown = false;

  const clearStatus = () => {
    if (statusShown) write('\r\x1b[2K');
    statusShown = false;
  };
  const showStatus = () => {
    if (!tty || running.size === 0) return;
    const parts = [...running.values()].map((step) => `${step.label} ${Math.floor((now() - step.started) / 1000)}s`);
    clearStatus();
    write(`  … ${parts.join(' · ')}`);
    statusShown = true;
  };
  const line = (text) => {
    clearStatus();
    write(`${text}\n`);
    showStatus();
  };

  return {
    /** Announces a step; returns `done(detail)` and `fail()` for it. */
    start(label) {
      number += 1;
      const step = { label, started: now(), number };
      running.set(step, step);
      line(`[${number}/${total}] ${label}...`);
      if (tty && !ticker) {
        ticker = setInterval(showStatus, 1000);
        ticker.unref();
      }
      const finish = (mark, detail) => {
        running.delete(step);
        if (running.size === 0 && ticker) {
          clearInterval(ticker);
          ticker = null;
        }
        line(
          `${mark} [${step.number}/${total}] ${label}${detail ? `: ${detail}` : ''} (${seconds(now() - step.started)})`,
        );
      };
      return { done: (detail) => finish('✓', detail), fail: (detail) => finish('✗', detail) };
    },
    /**
     * Runs `action` as a step; its result (a string, or an object's `detail`) ends the line.
     * When it fails: the ✗ line with the first line of the error, the rest of the error (the
     * failing part's own last words), and `help` (a string, or a function of the error) as
     * "What to do"; the error is then marked `reported`, so the caller need not print it again.
     */
    async run(label, action, { help } = {}) {
      const step = this.start(label);
      try {
        const result = await action();
        step.done(typeof result === 'string' ? result : result?.detail);
        return result;
      } catch (error) {
        const [first, ...rest] = String(error?.message ?? error).split('\n');
        step.fail(first);
        const words = rest.filter((text) => text.trim() !== '').slice(-MAX_DETAIL_LINES);
        for (const text of words) line(`    ${text}`);
        const what = typeof help === 'function' ? help(error) : help;
        if (what) line(`  What to do: ${what}`);
        if (error instanceof Error) error.reported = true;
        throw error;
      }
    },
    /** The time since the process started, for the last line. */
    elapsed: () => seconds(now()),
  };
}
