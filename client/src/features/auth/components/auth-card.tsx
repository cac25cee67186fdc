import type { ReactNode } from 'react';

/** The frame of the login and sign-up screens. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-xl">
        <div className="card-body gap-5">
          <div className="text-center">
            <img src="/images/logo.svg" alt="" width="48" height="48" className="mx-auto mb-3 h-12 w-12" />
            <h1 className="text-3xl font-bold">{title}</h1>
            <p className="mt-1 text-base-content/80">{intro}</p>
          </div>
          {children}
        </div>
      </div>
    </section>
  );
}
