import { createHmac } from 'node:crypto';

/** How many uid → public id answers to keep (an HMAC is cheap, but a page has up to 100 tips). */
const KEEP = 10_000;

/**
 * The public author id of a member: an HMAC-SHA256 of the Firebase uid under a server secret,
 * cut to 24 hex characters. Stable per member while the secret stays the same, opaque to
 * everyone else: without the secret nobody can tell whose uid it is or compute it from a uid.
 * (A random id kept in the user record would also do, but authors without a record, such as
 * the seeded ones, would then need one made for them on every read path.)
 */
export function createAuthorIds(secret: string): (uid: string) => string {
  if (secret.length < 16) throw new Error('The author id secret must be at least 16 characters');
  const known = new Map<string, string>();
  return (uid) => {
    let id = known.get(uid);
    if (id === undefined) {
      id = createHmac('sha256', secret).update(uid).digest('hex').slice(0, 24);
      if (known.size >= KEEP) known.clear();
      known.set(uid, id);
    }
    return id;
  };
}
