import { Suspense } from 'react';
import { Await, useFetcher } from 'react-router';
import { NOTHING } from '#app/components/ui/nothing';
import { useT } from '#app/i18n/i18n';

/**
 * Block / Unblock on a gardener's page: a form posted to the page's action (it works before the
 * JavaScript). Whom a member blocks is theirs to know: the page's loader reads it for the session's
 * member only; nothing shows until it has (or if it could not).
 */
export function BlockButton({ blocked }: { blocked: Promise<boolean> }) {
  return (
    <Suspense fallback={null}>
      <Await resolve={blocked} errorElement={NOTHING}>
        {(read) => <BlockForm blocked={read} />}
      </Await>
    </Suspense>
  );
}

function BlockForm({ blocked }: { blocked: boolean }) {
  const t = useT();
  // Its toast rides the flash cookie (block-action.server.ts).
  const fetcher = useFetcher<{ blocked?: boolean }>();
  // At the tap, what was asked; then what the page's loader reads again.
  const asked = fetcher.formData?.get('intent');
  const shown = asked === 'block' ? true : asked === 'unblock' ? false : blocked;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={shown ? 'unblock' : 'block'} />
      <button type="submit" className="btn btn-ghost btn-sm" aria-pressed={shown} aria-busy={asked !== undefined}>
        {shown ? t('safety.unblock') : t('safety.block')}
      </button>
    </fetcher.Form>
  );
}
