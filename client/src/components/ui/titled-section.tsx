import { useId, type ReactNode } from 'react';

/** A <section> named by its own heading (h2 or h3), for panels inside a page. */
export function TitledSection({
  id: sectionId,
  title,
  level = 2,
  className,
  headingClassName,
  children,
}: {
  /** The section's own id, for an address that leads to it (#id). */
  id?: string;
  title: string;
  level?: 2 | 3;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={sectionId} aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
