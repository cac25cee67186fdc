import type { ReactNode } from 'react';
import { useT, type MessageKey, type MessageValues } from '#app/i18n/i18n';

/**
 * One of the home page's wide sections: named by its heading, its title and one-line intro centred above the
 * content, the content as wide as the page's body. `className` paints the band (a background, white text).
 */
export function HomeSection({
  id,
  titleKey,
  introKey,
  introValues,
  className = '',
  testId,
  children,
}: {
  /** The heading's id, which names the section (aria-labelledby). */
  id: string;
  titleKey: MessageKey;
  /** The one line under the title, and the values it names ({month}). */
  introKey?: MessageKey;
  introValues?: MessageValues;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section aria-labelledby={id} className={`px-4 py-16 ${className}`.trim()} data-testid={testId}>
      <div className="mx-auto max-w-7xl">
        <header className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id={id} className="text-3xl font-bold md:text-4xl">
            {t(titleKey)}
          </h2>
          {introKey && <p className="mt-3 text-base md:text-lg">{t(introKey, introValues)}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
