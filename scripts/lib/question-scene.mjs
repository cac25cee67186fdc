// Issue 57's question for `npm run shots` and `npm run bench:web`: asked and answered through the
// real API as the demo members, so a question page has its photos and an answer linking a tip.
import { emulatorClient } from '@green-circle/testing/emulator-client';
import { uploadPhoto } from './photos-scene.mjs';

/**
 * Issue 57: the demo member asks about yellow tomato leaves with two photos (uploaded as any
 * member's are), and the author answers, linking their tip; the demo member also asks a second,
 * still open, with the same photos (what their edit form shows). Returns the ids.
 */
export async function writeQuestion(stack, { asker, answerer, tipId }) {
  const emulator = emulatorClient({ host: stack.emulator.host, projectId: stack.emulator.projectId });
  const as = async (member) => ({ authorization: `Bearer ${await emulator.signIn(member)}` });
  const token = await emulator.signIn(asker);
  const photos = [
    { url: await uploadPhoto(stack.apiUrl, token, '#c9b227', 'leaf-1.jpg'), alt: 'Lower leaves gone yellow' },
    { url: await uploadPhoto(stack.apiUrl, token, '#9a8a2a', 'leaf-2.jpg'), alt: 'Spots on a yellow leaf' },
  ];
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
  const answer = await (
    await fetch(`${stack.apiUrl}/questions/${question._id}/answers`, {
      method: 'POST',
      headers: await json(answerer),
      body: JSON.stringify({ body: 'Nitrogen hunger, most likely: feed them, and see my tip.', tipId }),
    })
  ).json();
  const open = await (
    await fetch(`${stack.apiUrl}/questions`, {
      method: 'POST',
      headers: await json(asker),
      body: JSON.stringify({
        title: 'Why do my courgette flowers drop without fruit?',
        details: 'Lots of flowers since June, but they fall off before any fruit sets.',
        plantType: 'Zucchini',
        photos,
      }),
    })
  ).json();
  return { id: question._id, answerId: answer._id, openId: open._id };
}
