import { describe, expect, it } from 'vitest';
import { env } from '../config/env';
import { imageSource } from './image-source';

const api = new URL(env.VITE_API_URL).origin;
const id = '0123456789abcdef01234567';

describe('imageSource', () => {
  it('loads an upload from the API with a srcset of every width it keeps, and its size', () => {
    expect(imageSource(`/uploads/${id}/1200x1600.webp`)).toEqual({
      src: `${api}/uploads/${id}/1200x1600.webp`,
      srcSet: `${api}/uploads/${id}/320x427.webp 320w, ${api}/uploads/${id}/640x853.webp 640w, ${api}/uploads/${id}/1200x1600.webp 1200w`,
      width: 1200,
      height: 1600,
    });
  });

  it('keeps the origin of an absolute upload address (profile photos)', () => {
    const source = imageSource(`https://api.example.org/uploads/${id}/2048x1365.webp`);
    expect(source.src).toBe(`https://api.example.org/uploads/${id}/2048x1365.webp`);
    expect(source.srcSet?.split(', ')).toHaveLength(4);
  });

  it('uses any other address as it is', () => {
    expect(imageSource('https://example.com/a.jpg')).toEqual({ src: 'https://example.com/a.jpg' });
    expect(imageSource('/images/tips/compost.svg')).toEqual({ src: '/images/tips/compost.svg' });
    expect(imageSource(`/uploads/${id}/../../secret`)).toEqual({ src: `/uploads/${id}/../../secret` });
  });
});
