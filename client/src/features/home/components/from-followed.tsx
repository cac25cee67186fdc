import type { Tip } from '@green-circle/contract';
import { PEOPLE_MESSAGES } from '@green-circle/contract/messages';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionHeading } from '../../../components/ui/section-heading';
import { loadAuth } from '../../../lib/auth-sdk';
import { useOptionalAuth } from '../../../lib/auth-provider';
import { listTips } from '../../../lib/list-tips';
import { browserApi } from '../../../lib/browser-api';

const SHOWN = 3;

/**
 * "From gardeners you follow": the newest tips of whom a signed-in member follows, read in the
 * browser (it is the member's own). Nothing at all for a visitor or a member who follows nobody
 * (whose list is empty).
 */
export function FromFollowed({ moreHref, renderTips }: { moreHref: string; renderTips: (tips: Tip[]) => ReactNode }) {
  const [tips, setTips] = useState<Tip[]>([]);
  // Only a member asks (the server knew them from the session cookie): a visitor's home page never loads Firebase.
  const signedIn = useOptionalAuth()?.member != null;
  useEffect(() => {
    if (!signedIn) return;
    const abort = new AbortController();
    void (async () => {
      const { currentUser } = await loadAuth();
      if (!(await currentUser())?.email || abort.signal.aborted) return;
      const page = await listTips(browserApi, { following: '1', limit: SHOWN }, abort.signal);
      setTips(page.tips);
    })().catch(() => {});
    return () => abort.abort();
  }, [signedIn]);
  if (tips.length === 0) return null;
  return (
    <section aria-labelledby="from-followed" className="px-4 py-16">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="from-followed" title={PEOPLE_MESSAGES.fromFollowed} />
        {renderTips(tips)}
        <p className="mt-6 text-center">
          <Link to={moreHref} className="btn btn-outline btn-primary btn-sm">
            See all
          </Link>
        </p>
      </div>
    </section>
  );
}
