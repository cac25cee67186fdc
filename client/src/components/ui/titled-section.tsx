import { useId, type ReactNode } from 'react';

/** A <section> named by its own heading (h2 or h3), for panels inside a page. */
export function TitledSection({
  title,
  level = 2,
  className,
  headingClassName,
  children,
}: {
  title: string;
  level?: 2 | 3;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
