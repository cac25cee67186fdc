/**
 * Members who upload without pause, for bench/uploads.ts: a process of its own, as the members'
 * phones are not the API's process (like autocannon for the reads). Arguments: the API's base URL,
 * the photo's file and the members' names; it uploads until the parent sends "stop", then
 * reports how many uploads each member finished and exits.
 */
import fs from 'node:fs';

const [base, photoFile, ...members] = process.argv.slice(2);
if (!base || !photoFile || members.length === 0) throw new Error('usage: upload-client <base> <photo> <member...>');
const photo = fs.readFileSync(photoFile);
let uploading = true;
process.on('message', (message) => {
  if (message === 'stop') uploading = false;
});

async function uploadWithoutPause(member: string): Promise<number> {
  let done = 0;
  while (uploading) {
    const form = new FormData();
    form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
    const res = await fetch(`${base}/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member}` },
      body: form,
    });
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    done++;
  }
  return done;
}

const counts = await Promise.all(members.map(uploadWithoutPause));
process.send?.({ uploads: counts.reduce((a, b) => a + b, 0) });
process.disconnect?.();
