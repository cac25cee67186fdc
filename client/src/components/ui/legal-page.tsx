import { Link } from 'react-router';
import { useLanguage, useT, type MessageKey } from '#app/i18n/i18n';
import { PageTitle } from './page-title';

/** A paragraph (its words may name `{link}`, drawn as a link to `to`), or a bulleted list. */
export type LegalBlock = { text: MessageKey; link?: { to: string; text: MessageKey } } | { list: MessageKey[] };

export interface LegalSection {
  heading: MessageKey;
  blocks: LegalBlock[];
}

/** A paragraph in the reader's language, with its `{link}` drawn as the link (the link's words too). */
function Paragraph({ block }: { block: Extract<LegalBlock, { text: MessageKey }> }) {
  const t = useT();
  if (!block.link) return <p>{t(block.text)}</p>;
  // The marker is no character anyone writes: the sentence is split around it, the link put between.
  const [before = '', after = ''] = t(block.text, { link: '\u0000' }).split('\u0000');
  return (
    <p>
      {before}
      <Link className="link link-primary" to={block.link.to}>
        {t(block.link.text)}
      </Link>
      {after}
    </p>
  );
}

/** The long-form layout of the Terms and Privacy pages, every word from the catalogues. */
export function LegalPage({
  titleKey: title,
  updated,
  introKey: intro,
  sections,
}: {
  titleKey: MessageKey;
  /** The day of the latest version, YYYY-MM-DD: written by Intl in the reader's language. */
  updated: string;
  introKey: MessageKey;
  sections: LegalSection[];
}) {
  const t = useT();
  const language = useLanguage();
  const date = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${updated}T12:00:00Z`));
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageTitle title={t(title)} description={t(intro)} />
      <h1 className="text-3xl font-bold sm:text-4xl">{t(title)}</h1>
      <p className="mt-2 text-sm text-base-content/80">{t('legal.updated', { date })}</p>
      <p className="mt-6 text-lg leading-relaxed">{t(intro)}</p>
      {sections.map((section, index) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold">
            {index + 1}. {t(section.heading)}
          </h2>
          <div className="mt-2 space-y-3 leading-relaxed text-base-content/90">
            {section.blocks.map((block, at) =>
              'list' in block ? (
                <ul key={at} className="list-disc space-y-1 pl-6">
                  {block.list.map((item) => (
                    <li key={item}>{t(item)}</li>
                  ))}
                </ul>
              ) : (
                <Paragraph key={at} block={block} />
              ),
            )}
          </div>
        </section>
      ))}
    </article>
  );
}
