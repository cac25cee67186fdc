// `npm run shots`' comment moderation: on the conversation's tip, the author's own
// comment reported and hidden by the admin (the author reads it with the reason, everyone else
// "Removed by moderators"), and another member's comment reported and still open in the queue.
import { emulatorClient } from '@green-circle/testing/emulator-client';
import { call } from './conversation-scene.mjs';

/** `admin` already holds the admin role; `members` are the seeded ones. Answers the open comment's author. */
export async function writeCommentModeration({ emulator, apiUrl, members, author, admin, tipId }) {
  const client = emulatorClient(emulator);
  // The seed has few members: the two who are neither author nor admin write and report, and the author reports too.
  const others = members.filter((m) => m !== author && m !== admin);
  const [reporterA, spammer] = [others[0], others.at(-1)];
  const reporterB = author;
  const [authorToken, spammerToken, aToken, bToken, adminToken] = await Promise.all(
    [author, spammer, reporterA, reporterB, admin].map((m) => client.signIn(m)),
  );
  const report = (token, id, reason, note) =>
    call(apiUrl, token, 'POST', '/reports', { target: { kind: 'comment', id }, reason, ...(note ? { note } : {}) });

  const hidden = await call(apiUrl, authorToken, 'POST', `/gardenTips/${tipId}/comments`, {
    body: 'Faster still: spray the weeds with bleach and vinegar mixed in one bottle.',
  });
  await call(apiUrl, aToken, 'POST', `/gardenTips/${tipId}/comments`, {
    body: 'Please do not mix those two.',
    parentId: hidden._id,
  });
  await report(aToken, hidden._id, 'harmful', 'Bleach and vinegar together give off chlorine gas.');
  await call(apiUrl, adminToken, 'POST', '/moderation/actions', {
    target: { kind: 'comment', id: hidden._id },
    action: 'hide',
    reason: 'Mixing bleach and vinegar makes chlorine gas. Please suggest something safe instead.',
  });

  const open = await call(apiUrl, spammerToken, 'POST', `/gardenTips/${tipId}/comments`, {
    body: 'Cheap seeds, 50% off today only at example.com/seed-shop!!!',
  });
  await report(aToken, open._id, 'spam', 'Advertising, posted under several tips.');
  await report(bToken, open._id, 'spam');
  return spammer;
}
