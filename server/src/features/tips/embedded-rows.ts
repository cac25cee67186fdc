import { ObjectId } from 'bson';
import { northernMask, plantSlugOf, type Hemisphere, type Photo, type TipInput } from '@green-circle/contract';
import type { EmbeddedContext } from '../../store-core/embedded-context';
import { indexWords } from './search';
import { morePhotosOf, photosOf, pickTip } from './tip-fields';
import type { NewTip, StoredTip } from './store';

/** A tips row (TIP_COLUMNS): months is JSON text or NULL until toTip reads it. */
export type TipRow = Omit<StoredTip, 'months' | 'trials' | 'moderation' | 'photos'> & {
  months: string | null;
  /** JSON [{ url, alt }]: the photos after the cover. */
  morePhotos: string;
  likedAt?: string;
  worked: number;
  partly: number;
  failed: number;
  hiddenAt: string | null;
  hiddenReason: string | null;
};

export const toTip = ({
  likedAt: _likedAt,
  months,
  worked,
  partly,
  failed,
  hiddenAt,
  hiddenReason,
  morePhotos,
  ...row
}: TipRow): StoredTip => {
  const photos = photosOf(row.image, row.imageAlt, JSON.parse(morePhotos) as Photo[]);
  const counted = { ...row, photos, trials: { worked, partly, failed } };
  // A tip moderators hid carries the mark; any other has no moderation key at all.
  const tip: StoredTip =
    hiddenAt === null ? counted : { ...counted, moderation: { hiddenAt, reason: hiddenReason ?? '' } };
  return months === null ? tip : { ...tip, months: JSON.parse(months) as number[] };
};

/** Writes a tip and its search words; call inside a transaction. */
export function insertTip(
  { sql }: EmbeddedContext,
  tip: NewTip,
  likes: number,
  createdAt: string,
  id = new ObjectId().toHexString(),
): string {
  const { lastInsertRowid } = sql(
    `INSERT INTO tips (_id, title, plantType, difficulty, category, description, image, imageAlt, availability,
       likes, email, displayName, authorUid, authorPhotoURL, createdAt, updatedAt, months, hemisphere, monthMask, plantSlug,
       morePhotos)
     VALUES (@id, @title, @plantType, @difficulty, @category, @description, @image, @imageAlt, @availability,
       @likes, @email, @displayName, @authorUid, @authorPhotoURL, @createdAt, @createdAt, @months, @hemisphere, @monthMask,
       @plantSlug, @morePhotos)`,
  ).run({
    ...pickTip(tip),
    ...seasonColumns(tip, tip.hemisphere),
    plantSlug: plantSlugOf(tip.plantType),
    morePhotos: JSON.stringify(morePhotosOf(tip) ?? []),
    email: tip.email,
    displayName: tip.displayName,
    authorUid: tip.authorUid,
    authorPhotoURL: tip.authorPhotoURL ?? '',
    id,
    likes,
    createdAt,
  });
  sql('INSERT INTO tips_fts (rowid, words) VALUES (?, ?)').run(lastInsertRowid, indexWords(tip).join(' '));
  return id;
}

/** The season columns of a tip: its months as JSON (NULL for none), its hemisphere and its northern month mask. */
export function seasonColumns(input: TipInput, hemisphere: Hemisphere = 'north') {
  const months = input.months !== undefined && input.months.length > 0 ? input.months : undefined;
  return {
    months: months === undefined ? null : JSON.stringify(months),
    hemisphere,
    monthMask: northernMask(months, hemisphere),
  };
}
