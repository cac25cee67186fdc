/**
 * The one layout every e-mail uses: an HTML part that reads in light and dark mail clients
 * (color-scheme, a dark palette under prefers-color-scheme, no images, no tracking pixel, links
 * as written), and a plain-text part saying the same. The footer says why it came and how to
 * stop this kind in one click.
 */
export interface MailBody {
  /** The greeting's first line. */
  heading: string;
  /** Paragraphs, blocks of quoted text with their link, in order. */
  blocks: MailBlock[];
  /** The main link (opens the thing the e-mail is about). */
  action?: { label: string; href: string };
  /** Paragraphs below the main link (how long it works). */
  after?: MailBlock[];
}

/**
 * A paragraph, a link with its words (an address is never shown bare in the HTML part: the text
 * part, which has no links, writes it after the words), or a quoted item with its link.
 */
export type MailBlock =
  | { type: 'text'; text: string }
  | { type: 'link'; text: string; href: string }
  | { type: 'item'; title: string; quote?: string; href: string; linkLabel: string };

interface MailFooter {
  why: string;
  /** The one-click unsubscribe and the settings page; absent on an account e-mail (the reader asked for it). */
  links?: { unsubscribeUrl: string; settingsUrl: string };
  /** The e-mail's language (`<html lang>`, and its quotes: «…» in Spanish) and its footer's two link labels. */
  lang: string;
  labels: { unsubscribe: string; settings: string };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  body { margin: 0; padding: 0; background: #f4f7f2; color: #1f2a1f; font-family: -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; line-height: 1.5; }
  .card { max-width: 560px; margin: 16px auto 0; padding: 24px; background: #ffffff; border-radius: 12px; }
  .brand { color: #2f7d32; font-weight: 700; font-size: 15px; letter-spacing: .02em; }
  h1 { font-size: 20px; margin: 8px 0 16px; }
  .item { border-left: 3px solid #2f7d32; padding: 4px 0 4px 12px; margin: 16px 0; }
  .quote { color: #3d4a3d; margin: 4px 0; white-space: pre-line; }
  a { color: #1b5e20; }
  .button { display: inline-block; background: #2f7d32; color: #ffffff !important; padding: 10px 18px; border-radius: 8px; text-decoration: none; font-weight: 600; }
  .footer { max-width: 560px; margin: 16px auto; padding: 0 24px; font-size: 13px; color: #4b574b; }
  .footer a { color: #4b574b; }
  @media (prefers-color-scheme: dark) {
    body { background: #121712 !important; color: #e3ebe3 !important; }
    .card { background: #1c241c !important; }
    .brand, a { color: #8fd18f !important; }
    .quote { color: #c5d1c5 !important; }
    .item { border-color: #8fd18f !important; }
    .button { background: #8fd18f !important; color: #102010 !important; }
    .footer, .footer a { color: #a9b5a9 !important; }
  }
`;

function blockHtml(block: MailBlock): string {
  if (block.type === 'text') return `<p>${escapeHtml(block.text)}</p>`;
  if (block.type === 'link') return `<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.text)}</a></p>`;
  // Without a quote the link goes on its own line, not glued to the title (a share, a trial).
  const quote = block.quote === undefined ? '<br>' : `<p class="quote">${escapeHtml(block.quote)}</p>`;
  return `<div class="item"><strong>${escapeHtml(block.title)}</strong>${quote}<a href="${escapeHtml(block.href)}">${escapeHtml(block.linkLabel)}</a></div>`;
}

/** How a language quotes: the site writes «…» in Spanish, “…” in English. */
export const quoted = (lang: string, text: string) => (lang === 'es' ? `«${text}»` : `“${text}”`);

function blockText(block: MailBlock, lang: string): string {
  if (block.type === 'text') return block.text;
  if (block.type === 'link') return `${block.text}: ${block.href}`;
  const quote = block.quote === undefined ? '' : `\n  ${quoted(lang, block.quote)}`;
  return `* ${block.title}${quote}\n  ${block.linkLabel}: ${block.href}`;
}

const footerLinks = ({ links, labels }: MailFooter) =>
  links
    ? `<p><a href="${escapeHtml(links.unsubscribeUrl)}">${escapeHtml(labels.unsubscribe)}</a> · <a href="${escapeHtml(links.settingsUrl)}">${escapeHtml(labels.settings)}</a></p>`
    : '';

export function renderMail(body: MailBody, footer: MailFooter): { html: string; text: string } {
  const action = body.action
    ? `<p><a class="button" href="${escapeHtml(body.action.href)}">${escapeHtml(body.action.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${footer.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(body.heading)}</title><style>${STYLE}</style></head>
<body><div class="card"><div class="brand">Green Circle</div><h1>${escapeHtml(body.heading)}</h1>
${body.blocks.map(blockHtml).join('\n')}
${action}
${(body.after ?? []).map(blockHtml).join('\n')}</div>
<div class="footer"><p>${escapeHtml(footer.why)}</p>
${footerLinks(footer)}</div>
</body></html>`;
  const text = [
    body.heading,
    '',
    ...body.blocks.flatMap((block) => [blockText(block, footer.lang), '']),
    ...(body.action ? [`${body.action.label}: ${body.action.href}`, ''] : []),
    ...(body.after ?? []).flatMap((block) => [blockText(block, footer.lang), '']),
    '--',
    footer.why,
    ...(footer.links
      ? [
          `${footer.labels.unsubscribe}: ${footer.links.unsubscribeUrl}`,
          `${footer.labels.settings}: ${footer.links.settingsUrl}`,
        ]
      : []),
    '',
  ].join('\n');
  return { html, text };
}
