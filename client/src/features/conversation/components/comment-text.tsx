import { Fragment } from 'react';

// http(s) addresses and www. ones, up to the next space; trailing punctuation stays text.
const ADDRESS = /\b(https?:\/\/[^\s<>"]+|www\.[^\s<>"]+)/gi;
const TRAILING = /[.,;:!?)\]'"]+$/;

/**
 * A comment's plain text: line breaks kept (CSS), web addresses as links that pass no
 * reputation and open nothing of ours (rel="nofollow ugc noopener"). Everything else is a text
 * node, so markup in a comment is shown, never run.
 */
export function CommentText({ text }: { text: string }) {
  const parts: Array<string | { href: string; label: string }> = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const raw = match[0];
    const label = raw.replace(TRAILING, '');
    const start = match.index;
    parts.push(text.slice(last, start));
    parts.push({ href: label.startsWith('www.') ? `https://${label}` : label, label });
    last = start + label.length;
  }
  parts.push(text.slice(last));
  return (
    <p className="whitespace-pre-line [overflow-wrap:anywhere]" lang="">
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <a key={index} href={part.href} rel="nofollow ugc noopener" target="_blank" className="link link-primary">
            {part.label}
          </a>
        ),
      )}
    </p>
  );
}
