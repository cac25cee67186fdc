import type { ReactNode } from 'react';

/** A grey placeholder of the size its classes give (daisyUI's skeleton), standing in for content. */
export function Skeleton({ className }: { className: string }) {
  return <div className={`skeleton ${className}`} />;
}

/** What a loading screen says while it waits (the spec's 'Loading …' texts): a live status. */
export function LoadingStatus({ className, children }: { className: string; children: ReactNode }) {
  return (
    <p role="status" className={className}>
      {children}
    </p>
  );
}
