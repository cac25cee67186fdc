// Issue 57's question for `npm run shots` and `npm run bench:web`: asked and answered through the
// real API as the demo members, so a question page has its photos and an answer linking a tip.
import { emulatorClient } from '@green-circle/testing/emulator-client';
import sharp from 'sharp';

/**
 * Issue 57: the demo member asks about yellow tomato leaves with two photos (uploaded as any
 * member's are), and the author answers, linking their tip. Returns the question's id.
 */
export async function writeQuestion(stack, { asker, answerer, tipId }) {
  const emulator = emulatorClient({ host: stack.emulator.host, projectId: stack.emulator.projectId });
  const as = async (member) => ({ authorization: `Bearer ${await emulator.signIn(member)}` });
  const photos = [];
  for (const [index, colour] of ['#c9b227', '#7d9a3a'].entries()) {
    const url = await uploadPhoto(stack, await as(asker), colour, `leaf-${index + 1}.jpg`);
    photos.push({ url, alt: index === 0 ? 'Lower leaves gone yellow' : 'Spots on a yellow leaf' });
  }
  const json = async (member) => ({ 'content-type': 'application/json', ...(await as(member)) });
  const question = await (
    await fetch(`${stack.apiUrl}/questions`, {
      method: 'POST',
      headers: await json(asker),
      body: JSON.stringify({
        title: 'Why are my tomato leaves turning yellow?',
        details: 'The lower leaves went yellow first, then spots spread up the plant. I water every other day.',
        plantType: 'Tomato',
        photos,
      }),
    })
  ).json();
  await fetch(`${stack.apiUrl}/questions/${question._id}/answers`, {
    method: 'POST',
    headers: await json(answerer),
    body: JSON.stringify({ body: 'Nitrogen hunger, most likely: feed them, and see my tip.', tipId }),
  });
  return question._id;
}

/**
 * A plain 800×600 JPEG of one colour, uploaded through the real API as the member whose
 * `authorization` header is given (a question's photos here, the plan's "Done" in the shots): its address.
 */
export async function uploadPhoto(stack, { authorization }, colour, name) {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([jpeg], { type: 'image/jpeg' }), name);
  const answer = await fetch(`${stack.apiUrl}/uploads`, { method: 'POST', headers: { authorization }, body: form });
  return (await answer.json()).url;
}
