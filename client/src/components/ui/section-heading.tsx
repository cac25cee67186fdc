import type { ReactNode } from 'react';

/** The title and one-line intro every home section opens with. */
export function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <header className="mx-auto mb-10 max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold md:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-base md:text-lg">{children}</p>}
    </header>
  );
}
