import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** The long-form layout of the Terms and Privacy pages. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageTitle title={title} />
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-base-content/80">Last updated: {updated}</p>
      <p className="mt-6 text-lg leading-relaxed">{intro}</p>
      {sections.map((section, index) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold">
            {index + 1}. {section.heading}
          </h2>
          <div className="mt-2 space-y-3 leading-relaxed text-base-content/90">{section.body}</div>
        </section>
      ))}
    </article>
  );
}
