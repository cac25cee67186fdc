import { ObjectId } from 'mongodb';
import { northernMask, plantSlugOf, type Hemisphere, type TipInput } from '@green-circle/contract';
import type { TipDoc } from './mongo-list';
import { indexWords } from './search';
import { morePhotosOf, photosOf, pickTip } from './tip-fields';
import type { NewTip, StoredTip } from './store';

/** A tip document as read, with likedAt when it came from a member's liked list. */
export type TipRow = TipDoc & { likedAt?: string };

// Tips written before authorPhotoURL existed have none.
export const toTip = ({
  _id,
  likedAt: _likedAt,
  words: _words,
  seededLikes: _seeded,
  monthMask: _mask,
  authorPhotoURL,
  commentCount,
  worked,
  partly,
  failed,
  morePhotos,
  ...rest
}: TipRow): StoredTip => ({
  ...rest,
  photos: photosOf(rest.image, rest.imageAlt, morePhotos),
  authorPhotoURL: authorPhotoURL ?? '',
  _id: _id.toHexString(),
  commentCount: commentCount ?? 0,
  trials: { worked: worked ?? 0, partly: partly ?? 0, failed: failed ?? 0 },
});

export const tipDoc = (tip: NewTip, likes: number, createdAt: string, _id = new ObjectId()): TipDoc => ({
  ...pickTip(tip),
  ...seasonFields(tip, tip.hemisphere),
  plantSlug: plantSlugOf(tip.plantType),
  morePhotos: morePhotosOf(tip) ?? [],
  _id,
  likes,
  seededLikes: likes,
  words: indexWords(tip),
  email: tip.email,
  displayName: tip.displayName,
  authorUid: tip.authorUid,
  authorPhotoURL: tip.authorPhotoURL ?? '',
  createdAt,
  updatedAt: createdAt,
  commentCount: 0,
  worked: 0,
  partly: 0,
  failed: 0,
});

/** The season fields of a tip: its months (absent for none), hemisphere and northern month mask. */
export function seasonFields(input: TipInput, hemisphere: Hemisphere = 'north') {
  // No `months: undefined` key: the driver would store it as null.
  const months = input.months !== undefined && input.months.length > 0 ? [...input.months] : undefined;
  const fields = { hemisphere, monthMask: northernMask(months, hemisphere) };
  return months === undefined ? fields : { ...fields, months };
}
