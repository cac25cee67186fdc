import { NOTIFICATION_EXCERPT_MAX } from '@green-circle/contract';

/** The start of a comment for its notification: one line, cut on a word with an ellipsis when longer. */
export function excerpt(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  if (line.length <= NOTIFICATION_EXCERPT_MAX) return line;
  const cut = line.slice(0, NOTIFICATION_EXCERPT_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > NOTIFICATION_EXCERPT_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
