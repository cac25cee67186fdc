import { expect } from '@playwright/test';
import sharp from 'sharp';
import { idToken, type Member } from './api';
import { stack } from './stack';

/** Uploads a plain photo of one colour as the member (POST /uploads, as the photo picker does); answers its address. */
export async function uploadPhoto(member: Member, colour = '#2e7d32'): Promise<string> {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${stack().apiUrl}/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await idToken(member)}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}
