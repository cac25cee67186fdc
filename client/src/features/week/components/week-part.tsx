import type { WeekEmptyReason } from '@green-circle/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '#app/i18n/i18n';
import { weekEmpty } from '../lib/empty-states';

/** One part of the week: its heading, its first few items, the way to the rest, or why it is empty and what to do. */
export function WeekPart({
  id,
  title,
  part,
  children,
}: {
  id: string;
  title: string;
  part: { items: unknown[]; total: number; more: string; empty: WeekEmptyReason | null };
  children: ReactNode;
}) {
  const t = useT();
  const empty = part.empty ? weekEmpty(part.empty) : null;
  return (
    <section aria-labelledby={id} className="card border border-base-300 bg-base-100 p-5 shadow-sm" data-testid={id}>
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {empty ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>{t(empty.text)}</span>
          <Link to={empty.to} className="link link-primary">
            {t(empty.action)}
          </Link>
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-2">{children}</ul>
          {part.total > part.items.length && (
            <Link to={part.more} className="link link-primary mt-3 inline-block">
              {t('week.seeAll', { n: part.total })}
              <span className="sr-only"> ({title})</span>
            </Link>
          )}
        </>
      )}
    </section>
  );
}
