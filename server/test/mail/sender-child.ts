// For outbox-crash.test.ts only: one API process's mail sender on the store file, sending through
// the run's local mail server. `die` arms a real death (SIGKILL) at one point of the first
// e-mail: 'after-claim' (claimed, nothing sent), 'after-send' (the server accepted it, not yet
// marked sent); 'never' drains the outbox and exits. `aheadMs` moves its clock forward, so a
// sender started after a crash sees the dead one's lease as ended.
import { createComposer } from '../../src/features/mail/compose';
import { firebaseMailAccounts } from '../../src/features/mail/firebase-account';
import { createMailSender } from '../../src/features/mail/outbox-sender';
import { smtpSender } from '../../src/features/mail/transport';
import { createEmbeddedStore } from '../../src/store/embedded';

const [filename, smtpUrl, die, aheadMs, secret, projectId] = process.argv.slice(2) as [
  string,
  string,
  'after-claim' | 'after-send' | 'never',
  string,
  string,
  string,
];
const site = 'https://greencircle.test';
const store = createEmbeddedStore({ filename });
const smtp = smtpSender(smtpUrl);
const sender = createMailSender({
  store,
  send: async (mail) => {
    if (die === 'after-claim') process.kill(process.pid, 'SIGKILL');
    await smtp.send(mail);
    if (die === 'after-send') process.kill(process.pid, 'SIGKILL');
  },
  findAccount: firebaseMailAccounts(projectId),
  languageOf: async (uid) => (await store.getProfileExtras(uid)).language,
  compose: createComposer(store, site),
  secret,
  site,
  from: 'Green Circle <hello@greencircle.test>',
  now: () => new Date(Date.now() + Number(aheadMs)),
});
const sent = await sender.drain(10_000);
smtp.close();
await store.close();
console.log(`handled ${sent}`);
