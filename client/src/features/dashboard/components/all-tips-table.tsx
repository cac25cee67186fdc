import type { Tip } from '@green-circle/contract';
import { TipImage } from '#app/components/ui/tip-image';
import { ViewTipLink } from '#app/components/ui/view-tip-link';
import { AuthorChip } from '#app/components/ui/author-chip';
import { tipAuthor } from '#app/lib/tip-author';
import { useT } from '#app/i18n/i18n';

/**
 * Every tip a member may see, in a 700 px scrolling area with the spec's fallbacks. The
 * User column names the author (never their e-mail). Wide screens get the spec's table;
 * a phone gets the same facts as a list, so nothing hides in a sideways scroll.
 */
export function AllTipsTable({ tips }: { tips: Tip[] }) {
  const t = useT();
  const category = (tip: Tip) => (tip.category ? t(`category.${tip.category}`) : t('dashboard.notAvailable'));
  return (
    <div
      className="h-[700px] overflow-y-auto overflow-x-hidden rounded-box border border-base-300"
      role="region"
      tabIndex={0}
      aria-label={t('dashboard.allTipsRegion')}
    >
      <ul className="divide-y divide-base-300 md:hidden">
        {tips.map((tip) => (
          <li key={tip._id} className="flex items-center gap-3 p-3">
            <TipImage tip={tip} width={56} className="h-14 w-14 shrink-0 rounded object-cover" />
            <div className="min-w-0 flex-1">
              <p className="font-medium [overflow-wrap:anywhere]" lang="">
                {tip.title}
              </p>
              <p className="text-sm text-base-content/80">
                {category(tip)} · {t('card.likesCount', { n: tip.likes ?? 0 })} ·{' '}
                <span lang="">{tipAuthor(tip).name}</span>
              </p>
            </div>
            <ViewTipLink tip={tip} className="btn btn-primary btn-sm shrink-0" />
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <table className="table table-pin-rows">
          <thead className="text-base-content">
            <tr>
              <th scope="col">{t('dashboard.colImage')}</th>
              <th scope="col">{t('dashboard.colTitle')}</th>
              <th scope="col">{t('dashboard.colCategory')}</th>
              <th scope="col">{t('dashboard.colLikes')}</th>
              <th scope="col">{t('dashboard.colUser')}</th>
              <th scope="col">
                <span className="sr-only">{t('dashboard.colDetails')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tips.map((tip) => (
              <tr key={tip._id}>
                <td>
                  <TipImage tip={tip} width={48} className="h-12 w-12 rounded object-cover" />
                </td>
                <td className="max-w-56 font-medium [overflow-wrap:anywhere]" lang="">
                  {tip.title}
                </td>
                <td>{category(tip)}</td>
                <td>{tip.likes ?? 0}</td>
                <td className="max-w-48 [overflow-wrap:anywhere]" lang="">
                  <AuthorChip name={tipAuthor(tip).name} photoURL={tipAuthor(tip).photoURL} />
                </td>
                <td>
                  <ViewTipLink tip={tip} className="btn btn-primary btn-xs" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
