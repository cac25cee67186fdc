import type { ReactNode } from 'react';
import { PageTitle } from '#app/components/ui/page-title';

/** The frame of the pages an e-mailed link opens (the address verified, a new password): a card with the logo and the heading. */
export function AuthPanel({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <PageTitle title={heading} />
      <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-xl">
        <div className="card-body gap-5">
          <div className="text-center">
            <img src="/images/logo.svg" alt="" width="48" height="48" className="mx-auto mb-3 h-12 w-12" />
            <h1 className="text-3xl font-bold">{heading}</h1>
          </div>
          {children}
        </div>
      </div>
    </section>
  );
}
