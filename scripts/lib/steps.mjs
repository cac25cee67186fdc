// What `npm start` says while it works: one line when a step starts, one when it ends (with
// its time), and on a terminal a status line that counts the seconds of the steps still
// running, so a two-minute first start is never silent. Node builtins only: it reports the
// install, before anything is installed.

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

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
    /** Runs `action` as a step; its result (a string, or an object's `detail`) ends the line. */
    async run(label, action) {
      const step = this.start(label);
      try {
        const result = await action();
        step.done(typeof result === 'string' ? result : result?.detail);
        return result;
      } catch (error) {
        step.fail(error?.message?.split('\n')[0]);
        throw error;
      }
    },
    /** The time since the process started, for the last line. */
    elapsed: () => seconds(now()),
  };
}
