import type { Gardener } from '@green-circle/contract';
import { Avatar } from '#app/components/ui/avatar';
import { GardenerLink } from '#app/components/ui/gardener-link';
import { GardenerFacts } from '#app/components/ui/gardener-facts';
import { useT } from '#app/i18n/i18n';

/**
 * One gardener: shared by the featured grid on Home and the Explore page. `headingLevel`:
 * the card's name heading sits one level under the page's nearest heading (h3 under Home's
 * section h2, h2 under Explore's h1), so headings never skip a level. On a phone the card is a
 * row (avatar beside the facts), so a dozen gardeners do not take a dozen screens.
 */
export function GardenerCard({ gardener, headingLevel = 3 }: { gardener: Gardener; headingLevel?: 2 | 3 }) {
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  return (
    <article className="card relative h-full border border-base-300 bg-base-100 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="card-body flex-row items-start gap-4 p-4 sm:flex-col sm:items-center sm:p-5 sm:text-center">
        {/* The gardener's one avatar: the same picture and fallback as on their page. */}
        <Avatar
          src={gardener.image}
          name={gardener.name}
          label={t('explore.portrait', { name: gardener.name })}
          loading="lazy"
          className="h-16 w-16 text-xl sm:h-28 sm:w-28 sm:text-3xl"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:w-full sm:items-center">
          <Name className="card-title text-lg [overflow-wrap:anywhere]">
            {/* The name's link covers the card (after:inset-0): the whole card opens their page. */}
            <GardenerLink
              authorId={gardener.authorId}
              name={gardener.name}
              className="link-hover after:absolute after:inset-0 after:rounded-box after:content-['']"
            />
          </Name>
          <GardenerFacts facts={gardener} heading={headingLevel === 2 ? 'h3' : 'h4'} centerFromSm />
        </div>
      </div>
    </article>
  );
}
