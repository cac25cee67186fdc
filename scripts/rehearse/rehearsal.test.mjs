// `npm run rehearse` (and `npm test -- rehearse`): the production shape on this machine, checked as
// production would try it (issue 55). scripts/lib/rehearsal.mjs starts it: HAProxy with TLS on the
// loopback, two compiled API processes on one store, two built hosts, NODE_ENV=production with every
// production setting, SMTP to the local mail server, the Auth emulator as the one stand-in.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorClient } from '@green-circle/testing/emulator-client';
import { mailInbox } from '@green-circle/testing/mail-server';
import { startRehearsal } from '../lib/rehearsal.mjs';
import { check } from './checks.mjs';
import { closeAgents, json, request } from './client.mjs';
import { failuresBesides, runLoad, VISITORS } from './load.mjs';

/** @type {Awaited<ReturnType<typeof startRehearsal>>} */
let rehearsal;
/**
 * Where the members are made from: neither visitor's address, so their sign-ups spend neither's
 * allowance (RATE_LIMIT_ACCOUNT_MAX, 20 a minute an address: several addresses for 26 members).
 */
const SETUP_ADDRESSES = ['127.0.0.4', '127.0.0.5', '127.0.0.6'];
const SETUP = SETUP_ADDRESSES[0];
const LOAD_MS = Number(process.env.REHEARSAL_LOAD_MS ?? 60_000);

beforeAll(async () => {
  rehearsal = await startRehearsal({ log: (line) => console.log(`rehearsal: ${line}`) });
  console.log(
    'rehearsal: the one stand-in is the Firebase Auth emulator (REHEARSAL_AUTH_EMULATOR), for Firebase; everything else is as deployed',
  );
}, 20 * 60_000);

afterAll(async () => {
  closeAgents();
  await rehearsal?.stop();
}, 120_000);

let made = 0;
/** A new verified member: an account with the identity service, their record with the API, and a session on the site. */
async function member(label) {
  const { siteUrl, apiUrl, ca, emulatorHost, projectId } = rehearsal;
  made += 1;
  const email = `${label}-${process.pid}-${made}@rehearsal.test`;
  const displayName = `Rehearsal ${label} ${process.pid.toString(36)}${made}`;
  const account = await emulatorClient({ host: emulatorHost, projectId }).createMember({
    email,
    displayName,
    verified: true,
  });
  const created = await json(`${apiUrl}/users`, {
    method: 'POST',
    from: SETUP_ADDRESSES[made % SETUP_ADDRESSES.length],
    ca,
    data: { name: displayName, creationTime: new Date().toISOString() },
    headers: { authorization: `Bearer ${account.idToken}` },
  });
  expect(created.status, created.body).toBe(201);
  const session = await request(`${siteUrl}/auth/session`, {
    method: 'POST',
    from: SETUP,
    ca,
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify({ idToken: account.idToken }),
  });
  expect(session.status, session.body).toBe(204);
  const setCookie = String(session.headers['set-cookie']?.[0] ?? '');
  const cookie = setCookie.split(';')[0];
  return {
    email,
    displayName,
    setCookie,
    cookie,
    // What the browser's own calls to the API carry (the API takes a session cookie from the host only).
    credential: `Bearer ${account.idToken}`,
    comments: 0,
  };
}

async function shareTip(author, title, image = '/images/placeholder.svg') {
  const { apiUrl, ca } = rehearsal;
  const answer = await json(`${apiUrl}/gardenTips`, {
    method: 'POST',
    from: SETUP,
    ca,
    headers: { authorization: author.credential },
    data: {
      title,
      plantType: 'Tomato',
      difficulty: 'Easy',
      category: 'Plant Care',
      // Each its own: the spam brake refuses the same text from one member twice a day.
      description: `Water deeply once a week rather than a little every day, so the roots grow down (${title}).`,
      image,
      availability: 'Public',
    },
  });
  expect(answer.status, answer.body).toBe(201);
  return { _id: answer.json.insertedId, author: author.email, title };
}

describe('the production shape on one machine', () => {
  it('answers on https through the proxy (the site and the API)', async () => {
    const { siteUrl, apiUrl, ca } = rehearsal;
    const home = await request(`${siteUrl}/`, { ca, headers: { accept: 'text/html' } });
    const ready = await request(`${apiUrl}/ready`, { ca });
    check('https through HAProxy', `site ${home.status} (${home.headers['content-type']}), API /ready ${ready.status}`);
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['strict-transport-security']).toBeUndefined(); // the emulator's build: no HSTS on localhost
    expect(ready.status).toBe(200);
    // Plain http on the same port is no way in.
    const plain = await fetch(`http://127.0.0.1:${new URL(siteUrl).port}/`).then(
      (answer) => answer.status,
      () => 'refused',
    );
    expect(plain).not.toBe(200);
  });

  let author;
  let reader;
  it('gives a member a session cookie that is Secure and HttpOnly', async () => {
    author = await member('author');
    reader = await member('reader');
    check('session cookie', author.setCookie.replace(/=[^;]+/, '=…'));
    expect(author.setCookie).toMatch(/^__session=[^;]+;/);
    expect(author.setCookie).toMatch(/;\s*Secure(;|$)/i);
    expect(author.setCookie).toMatch(/;\s*HttpOnly(;|$)/i);
    expect(author.setCookie).toMatch(/;\s*SameSite=Lax/i);
  });

  it('lets a member share a tip with a photo that another likes and comments on, and e-mails the author with https links', async () => {
    const { siteUrl, apiUrl, ca, mail } = rehearsal;
    // The photo, as the share form sends it: to the site, which passes it on to the API as the member.
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#4a7c3a' } })
      .png()
      .toBuffer();
    const boundary = `----rehearsal${Date.now()}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="bed.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await request(`${siteUrl}/photos`, {
      method: 'POST',
      ca,
      from: SETUP,
      body,
      headers: {
        cookie: author.cookie,
        origin: siteUrl,
        accept: 'application/json',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(uploaded.status, uploaded.body).toBe(201);
    const photo = JSON.parse(uploaded.body);
    const image = new URL(photo.url, apiUrl).href;
    const tip = await shareTip(author, `Rehearsal raised bed ${process.pid}`, image);
    const tipPage = await request(`${siteUrl}/tipDetails/${tip._id}`, { ca, headers: { accept: 'text/html' } });
    expect(tipPage.status).toBe(200);
    expect(tipPage.body).toContain(tip.title);
    expect(tipPage.body).toContain(photo.id);
    const photoFile = await request(image, { ca });
    expect(photoFile.status).toBe(200);

    const liked = await json(`${apiUrl}/gardenTips/${tip._id}/like`, {
      method: 'PATCH',
      ca,
      from: SETUP,
      data: { increment: 1 },
      headers: { authorization: reader.credential },
    });
    expect(liked.status, liked.body).toBe(200);
    expect(liked.json).toEqual({ likes: 1, liked: true });
    const words = `Does this work in clay soil? ${process.pid}`;
    const commented = await json(`${apiUrl}/gardenTips/${tip._id}/comments`, {
      method: 'POST',
      ca,
      from: SETUP,
      data: { body: words },
      headers: { authorization: reader.credential },
    });
    expect(commented.status, commented.body).toBe(201);

    const inbox = mailInbox(mail.webUrl);
    let found;
    const deadline = Date.now() + 90_000;
    while (!found && Date.now() < deadline) {
      found = (await inbox.to(author.email)).find((sent) => sent.text?.includes(words));
      if (!found) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(found, 'the comment e-mail reached the author').toBeTruthy();
    const source = await inbox.source(found.id);
    const links = [
      ...new Set([...`${found.text}\n${found.html ?? ''}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0])),
    ];
    check(
      'member journey',
      `photo ${photo.id.slice(0, 8)}…, tip, like, comment; e-mail "${found.subject}" with ${links.length} links, all ${siteUrl}/…`,
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${siteUrl}/`), link).toBe(true);
    // The one-click unsubscribe header points at the site too.
    const headers = source.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' '); // unfolded
    expect(headers).toMatch(new RegExp(`^List-Unsubscribe: <${siteUrl.replace(/[.:/]/g, '\\$&')}/unsubscribe/`, 'im'));
  });

  it('gives visitors from two addresses separate rate-limit allowances through the proxy; their own X-Forwarded-For changes nothing', async () => {
    const { siteUrl, apiUrl, ca } = rehearsal;
    const [first, second] = VISITORS;
    // The sign-up form's name check, through the site: the host passes the visitor's address on.
    const checkName = (from, headers = {}) =>
      request(`${siteUrl}/auth/signUp`, {
        method: 'POST',
        from,
        ca,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: siteUrl,
          accept: 'text/html',
          // A plain form post, as a browser without the page's JavaScript sends it: its refusal keeps
          // its status (a fetcher's is answered 200 with a toast, so the page reads its data again).
          'sec-fetch-dest': 'document',
          ...headers,
        },
        body: new URLSearchParams({
          intent: 'check',
          name: `Rehearsal visitor ${Math.random().toString(36).slice(2, 8)}`,
          email: `visitor-${Math.random().toString(36).slice(2, 8)}@rehearsal.test`,
          password: 'Sprout#2024-rehearsal',
          photoURL: 'https://greencircle.example/avatar.png',
        }).toString(),
      });
    const nameFree = (from, headers = {}) =>
      json(`${apiUrl}/users/name-available?name=Rehearsal${Math.random().toString(36).slice(2, 8)}`, {
        from,
        ca,
        headers,
      });
    let spent = 0;
    let answer;
    do {
      answer = await checkName(first);
      spent += 1;
    } while (answer.status !== 429 && spent < 40);
    expect(answer.status, `${first} reached the limit through the site`).toBe(429);
    const spoofed = await checkName(first, { 'x-forwarded-for': '203.0.113.7' });
    const spoofedApi = await nameFree(first, { 'x-forwarded-for': '203.0.113.7' });
    const otherSite = await checkName(second);
    const otherApi = await nameFree(second);
    check(
      'rate limits per visitor',
      `${first}: 429 after ${spent - 1} checks; with its own X-Forwarded-For ${spoofed.status} (site), ${spoofedApi.status} (API); ${second}: ${otherSite.status} (site), ${otherApi.status} (API)`,
    );
    expect(spent - 1).toBe(20); // RATE_LIMIT_ACCOUNT_MAX, the documented default
    expect(spoofed.status).toBe(429);
    expect(spoofedApi.status).toBe(429);
    // Its name checked and free: a plain post of a valid sign-up is answered 400, "needs JavaScript" (not 429).
    expect(otherSite.status).toBe(400);
    expect(otherApi.status).toBe(200);
  });

  it('/metrics through the proxy needs the token: none 401 with WWW-Authenticate: Bearer, a wrong one 403', async () => {
    const { siteUrl, apiUrl, ca, metricsToken } = rehearsal;
    const seen = [];
    for (const [name, base] of [
      ['site', siteUrl],
      ['API', apiUrl],
    ]) {
      const none = await request(`${base}/metrics`, { ca });
      const wrong = await request(`${base}/metrics`, { ca, headers: { authorization: 'Bearer not-the-token-at-all' } });
      const right = await request(`${base}/metrics`, { ca, headers: { authorization: `Bearer ${metricsToken}` } });
      seen.push(`${name} ${none.status}/${wrong.status}/${right.status}`);
      expect(none.status).toBe(401);
      expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(none.body).not.toContain('http_requests_total');
      expect(wrong.status).toBe(403);
      expect(wrong.body).not.toContain('http_requests_total');
      expect(right.status).toBe(200);
      expect(right.body).toContain('http_requests_total');
    }
    check('/metrics (none/wrong/right token)', seen.join(', '));
  });

  describe('under load', () => {
    const work = { members: [], tips: [], wanted: [] };
    beforeAll(async () => {
      // Enough members and tips for three minutes of writes: each like is a member's first on a tip.
      for (let i = 0; i < 24; i += 1) work.members.push(await member(`load${i}`));
      for (const m of work.members) {
        m.comments = 10; // RATE_LIMIT_NEW_ACCOUNT_COMMENTS_MAX: a new account's comments a day
        for (let t = 0; t < 2; t += 1) work.tips.push(await shareTip(m, `Rehearsal load tip ${m.displayName} ${t}`));
      }
      for (const m of work.members)
        for (const tip of work.tips) if (tip.author !== m.email) work.wanted.push({ member: m, tip: tip._id });
      work.wanted.sort(() => Math.random() - 0.5);
    }, 300_000);

    /** Every acknowledged write, looked for in the store after (through the API). */
    async function lost({ likes, comments }) {
      const { apiUrl, ca } = rehearsal;
      const missing = [];
      const likedBy = new Map();
      for (const like of likes) {
        if (!likedBy.has(like.member)) {
          const answer = await json(`${apiUrl}/gardenTips?liked=me&limit=100`, {
            from: SETUP,
            ca,
            headers: { authorization: like.member.credential },
          });
          expect(answer.status).toBe(200);
          likedBy.set(like.member, new Set(answer.json.map((tip) => tip._id)));
        }
        if (!likedBy.get(like.member).has(like.tip)) missing.push(`like ${like.tip}`);
      }
      const byTip = new Map();
      for (const comment of comments) {
        if (!byTip.has(comment.tip)) {
          const answer = await json(`${apiUrl}/gardenTips/${comment.tip}/comments?limit=100`, { from: SETUP, ca });
          expect(answer.status).toBe(200);
          byTip.set(comment.tip, new Set(answer.json.map((found) => found.body)));
        }
        if (!byTip.get(comment.tip).has(comment.body)) missing.push(`comment ${comment.body}`);
      }
      return missing;
    }

    async function loadWith(name, during) {
      const result = await runLoad(rehearsal, work, { durationMs: LOAD_MS, atMs: LOAD_MS / 4, during });
      const writes = result.acknowledged.likes.length + result.acknowledged.comments.length;
      const missing = await lost(result.acknowledged);
      const failed = result.requests.filter((r) => r.failed);
      const counts = {
        requests: result.requests.length,
        failed: failed.length,
        acknowledged: writes,
        found: writes - missing.length,
      };
      console.log(
        `rehearsal: ${name}: ${counts.requests} requests, ${counts.failed} failed, ${counts.acknowledged} writes acknowledged, ${counts.found} found after`,
      );
      for (const failure of failed.slice(0, 5)) console.log(`rehearsal:   failed ${failure.kind}: ${failure.why}`);
      if (failed.length) for (const line of rehearsal.proxyEvents()) console.log(`rehearsal:   HAProxy: ${line}`);
      return { ...result, counts, missing };
    }

    it('kill -9 of one API process during 60 s of reads and writes: only requests in flight on it fail, no acknowledged write is lost', async () => {
      let killedAt;
      const result = await loadWith('kill -9 of API 1', async () => {
        killedAt = Date.now();
        rehearsal.processes.apis[0].child.kill('SIGKILL');
        await rehearsal.processes.apis[0].exited;
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        await rehearsal.startApi(0);
        await rehearsal.waitForProxy('api1');
      });
      const others = failuresBesides(result.requests, killedAt);
      check(
        'kill -9 of an API process under load',
        `${result.counts.requests} requests, ${result.counts.failed} failed (${result.counts.failed - others.length} in flight at the kill), ${result.counts.acknowledged} writes acknowledged, ${result.counts.found} found`,
      );
      expect(others.map((r) => `${r.kind}: ${r.why}`)).toEqual([]);
      expect(result.missing).toEqual([]);
      expect(result.counts.acknowledged).toBeGreaterThan(0);
    });

    it('kill -9 of one host during 60 s of reads and writes: only requests in flight on it fail, no acknowledged write is lost', async () => {
      let killedAt;
      const result = await loadWith('kill -9 of host 1', async () => {
        killedAt = Date.now();
        rehearsal.processes.hosts[0].child.kill('SIGKILL');
        await rehearsal.processes.hosts[0].exited;
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        await rehearsal.startHost(0);
        await rehearsal.waitForProxy('host1');
      });
      const others = failuresBesides(result.requests, killedAt);
      check(
        'kill -9 of a host under load',
        `${result.counts.requests} requests, ${result.counts.failed} failed (${result.counts.failed - others.length} in flight at the kill), ${result.counts.acknowledged} writes acknowledged, ${result.counts.found} found`,
      );
      expect(others.map((r) => `${r.kind}: ${r.why}`)).toEqual([]);
      expect(result.missing).toEqual([]);
      expect(result.counts.acknowledged).toBeGreaterThan(0);
    });

    it('a rolling restart of both hosts (SIGTERM, start again, one at a time) under load fails no request', async () => {
      const result = await loadWith('rolling restart of the hosts', async () => {
        for (const i of [0, 1]) {
          const host = rehearsal.processes.hosts[i];
          host.child.kill('SIGTERM');
          expect(await host.exited).toBe(0);
          await rehearsal.startHost(i);
          // Back in HAProxy's rotation (two good checks) before the next one stops, as an operator's script waits.
          await rehearsal.waitForProxy(`host${i + 1}`);
        }
      });
      check(
        'rolling restart of both hosts under load',
        `${result.counts.requests} requests, ${result.counts.failed} failed, ${result.counts.acknowledged} writes acknowledged, ${result.counts.found} found`,
      );
      expect(result.requests.filter((r) => r.failed).map((r) => `${r.kind}: ${r.why}`)).toEqual([]);
      expect(result.missing).toEqual([]);
      expect(result.counts.acknowledged).toBeGreaterThan(0);
    });
  });
});
