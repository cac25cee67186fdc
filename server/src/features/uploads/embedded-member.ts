import type { EmbeddedMemberData } from '../../store-core/embedded-context';

interface UploadRow {
  id: string;
  contentType: string;
  createdAt: string;
  profile: number;
  files: string;
}

/** The member's uploads: their records go in the erasure, their files once it commits; each exported as its largest file. */
export const uploadsMemberOnSqlite: EmbeddedMemberData = {
  erase: ({ sql }, { uid }) => sql('DELETE FROM uploads WHERE ownerUid = ? RETURNING id').pluck().all(uid) as string[],
  export: ({ sql }, uid) => {
    const rows = sql(
      'SELECT id, contentType, createdAt, profile, files FROM uploads WHERE ownerUid = ? ORDER BY createdAt',
    ).all(uid) as UploadRow[];
    return {
      photos: rows.flatMap((row) => {
        const files = JSON.parse(row.files) as Array<{ name: string; width: number; height: number }>;
        const largest = files.reduce<(typeof files)[number] | null>(
          (best, file) => (best === null || file.width > best.width ? file : best),
          null,
        );
        return largest === null
          ? []
          : [
              {
                uploadId: row.id,
                file: largest.name,
                width: largest.width,
                height: largest.height,
                createdAt: row.createdAt,
                profilePhoto: row.profile === 1,
              },
            ];
      }),
    };
  },
};
