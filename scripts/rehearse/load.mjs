// The rehearsal's load: visitors from two loopback addresses reading pages (through the hosts) and
// the API's lists, and members writing likes and comments (through the proxy to the API), for a
// while, while `during` does something to the processes. Every request is kept with when it started
// and ended, so a failure can be told apart: in flight when a process was killed, or not.
import { json, request } from './client.mjs';

export const VISITORS = ['127.0.0.2', '127.0.0.3'];
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the load for `durationMs`; `during(elapsed)` is awaited once, `atMs` into it (it may kill
 * and restart processes). `work` holds the members (with their Session credential) and the tips
 * they may like and comment on; `wanted` is consumed as likes are acknowledged.
 */
export async function runLoad(rehearsal, work, { durationMs = 60_000, atMs = 15_000, during = async () => {} }) {
  const { siteUrl, apiUrl, ca } = rehearsal;
  const requests = [];
  const acknowledged = { likes: [], comments: [] };
  const started = Date.now();
  const end = started + durationMs;
  let serial = 0;

  /** One request, kept; `ok(answer)` says whether its answer is the one wanted. */
  async function timed(kind, run, ok) {
    const record = { kind, start: Date.now(), end: 0, failed: false, status: 0, why: '' };
    requests.push(record);
    try {
      const answer = await run();
      record.status = answer.status;
      if (!ok(answer)) Object.assign(record, { failed: true, why: `${answer.status} ${answer.body.slice(0, 120)}` });
      return answer;
    } catch (error) {
      Object.assign(record, { failed: true, why: error.message });
      return null;
    } finally {
      record.end = Date.now();
    }
  }

  const page = (from) =>
    timed(
      'page',
      () =>
        request(Math.random() < 0.5 ? `${siteUrl}/` : `${siteUrl}/tipDetails/${pick(work.tips)._id}`, {
          from,
          ca,
          headers: { accept: 'text/html' },
        }),
      (answer) => answer.status === 200,
    );
  const list = (from) =>
    timed(
      'read',
      () => json(`${apiUrl}/gardenTips?limit=10`, { from, ca }),
      (answer) => answer.status === 200,
    );
  const write = async (from) => {
    const like = work.wanted.pop();
    if (like && Math.random() < 0.6) {
      const answer = await timed(
        'write',
        () =>
          json(`${apiUrl}/gardenTips/${like.tip}/like`, {
            method: 'PATCH',
            data: { increment: 1 },
            from,
            ca,
            headers: { authorization: like.member.credential },
          }),
        (answer) => answer.status === 200,
      );
      if (answer?.status === 200) acknowledged.likes.push(like);
      return;
    }
    if (like) work.wanted.push(like);
    const member = pick(work.members.filter((m) => m.comments > 0));
    if (!member) return;
    member.comments -= 1;
    const tip = pick(work.tips.filter((t) => t.author !== member.email));
    const body = `Rehearsal comment ${process.pid}-${(serial += 1)}-${Date.now()}`;
    const answer = await timed(
      'write',
      () =>
        json(`${apiUrl}/gardenTips/${tip._id}/comments`, {
          method: 'POST',
          data: { body },
          from,
          ca,
          headers: { authorization: member.credential },
        }),
      (answer) => answer.status === 201,
    );
    if (answer?.status === 201) acknowledged.comments.push({ tip: tip._id, id: answer.json?._id, body });
  };

  // Three readers an address, each pausing 400-700 ms between requests: about half of an address's
  // allowance (RATE_LIMIT_READ_MAX, 600 a minute, which a page's own API reads also spend). At the
  // old pace (150-400 ms) a quick machine reached it, and the rolling restart failed on the API's
  // own 429s, not on a restart (seen in 2 of about 6 runs).
  async function visitor(from) {
    while (Date.now() < end) {
      const roll = Math.random();
      await (roll < 0.4 ? page(from) : roll < 0.7 ? list(from) : write(from));
      await pause(400 + Math.random() * 300);
    }
  }

  const event = pause(atMs).then(() => during());
  await Promise.all([...VISITORS.flatMap((from) => [visitor(from), visitor(from), visitor(from)]), event]);
  const events = await event;
  return { requests, acknowledged, events };
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];

/**
 * The failures a client saw that were not in flight at `at` (the kill): a request that started
 * before it and ended after it may have been on the killed process; any other failure is a defect.
 */
export function failuresBesides(requests, at) {
  return requests.filter((r) => r.failed && !(at !== undefined && r.start <= at && r.end >= at));
}
