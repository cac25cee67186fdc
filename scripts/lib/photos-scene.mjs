// `npm run shots`' photos (issue 57): pictures drawn with sharp and uploaded as any member's are,
// for the question with photos and the tip with several photos.
import { emulatorClient } from '@green-circle/testing/emulator-client';
import sharp from 'sharp';
import { call } from './conversation-scene.mjs';

/** A 1200×900 JPEG of a bed under a sky, `leaf` the colour of its plants, so each photo is told apart. */
function bedPhoto(leaf, sky = '#cfe3ef') {
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const x = 90 + i * 128;
    const y = 560 - (i % 3) * 60;
    return `<ellipse cx="${x}" cy="${y}" rx="70" ry="34" fill="${leaf}" transform="rotate(${(i % 2 ? 1 : -1) * 25} ${x} ${y})"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="${sky}"/>
    <rect y="600" width="1200" height="300" fill="#6b4a2f"/>
    ${leaves}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Uploads one drawn photo as the member (POST /uploads); answers its address. */
export async function uploadPhoto(apiUrl, token, leaf, name) {
  const form = new FormData();
  form.append('image', new Blob([await bedPhoto(leaf)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${apiUrl}/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`POST /uploads: ${response.status} ${await response.text()}`);
  return (await response.json()).url;
}

/**
 * The author shares a tip with three photos, the cover first, each saying what it shows; Hidden,
 * so the lists the other screens show stay the seed's. Answers the tip's id.
 */
export async function writeTipWithPhotos({ emulator, apiUrl, author }) {
  const token = await emulatorClient(emulator).signIn(author);
  const shown = [
    ['#5f8f3a', 'Lettuce rows under a straw mulch'],
    ['#a7b83c', 'Seedlings coming through the straw'],
    ['#2f6b3a', 'The same bed six weeks later'],
  ];
  const photos = [];
  for (const [index, [leaf, alt]] of shown.entries())
    photos.push({ url: await uploadPhoto(apiUrl, token, leaf, `mulch-${index + 1}.jpg`), alt });
  const tip = await call(apiUrl, token, 'POST', '/gardenTips', {
    title: 'Straw between the lettuce rows',
    plantType: 'Lettuce',
    difficulty: 'Easy',
    category: 'Plant Care',
    description:
      'A hand-deep layer of straw between the rows keeps the soil moist through a dry week, the leaves clean of splashed soil, and the weeds down.',
    image: photos[0].url,
    imageAlt: photos[0].alt,
    availability: 'Hidden',
    photos,
  });
  return tip.insertedId;
}
