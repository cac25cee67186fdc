import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { useHydrated } from '#app/lib/hydration';

/**
 * Reply, Edit, Cancel: a button once the page's JavaScript runs; before (or without it), a link
 * to the page as the button would leave it (?reply=, ?edit= open a box; without them it closes).
 */
export function ButtonOrLink({
  to,
  onClick,
  className,
  children,
}: {
  to: To;
  onClick: () => void;
  className: string;
  children: ReactNode;
}) {
  if (useHydrated())
    return (
      <button type="button" className={className} onClick={onClick}>
        {children}
      </button>
    );
  return (
    <Link to={to} preventScrollReset className={className}>
      {children}
    </Link>
  );
}
