// `npm run shots`' conversation: reports and comments on one tip, written through
// the real API as the demo members, so the tip's page shows its evidence and a conversation.
import { emulatorClient } from '@green-circle/testing/emulator-client';

/** One call of the API as a member, for the scenes `npm run shots` writes; a refusal stops the run. */
export async function call(apiUrl, token, method, path, body) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Up to three members other than the author report on the tip and talk under it. */
export async function writeConversation({ emulator, apiUrl, members, author, tipId }) {
  const client = emulatorClient(emulator);
  const others = members.filter((m) => m.email !== author.email && !m.email.startsWith('demo')).slice(0, 3);
  const gardens = [
    { hemisphere: 'north', zone: '7a' },
    { hemisphere: 'south', zone: '9b' },
    { hemisphere: 'north', zone: '6b' },
  ];
  const outcomes = ['worked', 'worked', 'partly'];
  const tokens = [];
  for (const [index, member] of others.entries()) {
    const token = await client.signIn(member);
    tokens.push(token);
    await call(apiUrl, token, 'PUT', '/me/garden', gardens[index]);
    await call(apiUrl, token, 'PUT', `/gardenTips/${tipId}/trials/me`, {
      outcome: outcomes[index],
      note: 'Tried it this spring.',
      month: 4 + index,
    });
  }
  const [first, second] = tokens;
  const authorToken = await client.signIn(author);
  const question = await call(apiUrl, first, 'POST', `/gardenTips/${tipId}/comments`, {
    body: 'Does this work in heavy clay? Mine stays wet for days.\nSee https://example.com/clay for my beds.',
  });
  await call(apiUrl, authorToken, 'POST', `/gardenTips/${tipId}/comments`, {
    body: 'Yes: add grit first, then mulch. It drains within a season.',
    parentId: question._id,
  });
  if (second) {
    const gone = await call(apiUrl, second, 'POST', `/gardenTips/${tipId}/comments`, { body: 'Soon deleted.' });
    await call(apiUrl, first, 'POST', `/gardenTips/${tipId}/comments`, {
      body: 'I answered this one before it went.',
      parentId: gone._id,
    });
    await fetch(`${apiUrl}/comments/${gone._id}`, { method: 'DELETE', headers: { authorization: `Bearer ${second}` } });
    await call(apiUrl, second, 'POST', `/gardenTips/${tipId}/comments`, {
      body: 'Markup stays text: <img src=x onerror=alert(1)>',
    });
  }
}
