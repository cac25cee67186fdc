import type { Tip } from '@green-circle/contract';
import type { ComponentProps, ReactNode } from 'react';
import { useT } from '#app/i18n/i18n';
import { TipPlant } from '#app/components/ui/tip-plant';

/**
 * A tip's facts as a term list: its plant (linked to the plant's page), difficulty and category
 * in the reader's language (the stored values are the spec's English), availability where the
 * reader may see it, then what the page adds (likes, comments).
 */
export function TipFacts({
  tip,
  availability = false,
  plantTestId,
  children,
}: {
  tip: ComponentProps<typeof TipPlant>['tip'] &
    Pick<Tip, 'difficulty' | 'category'> &
    Partial<Pick<Tip, 'availability'>>;
  availability?: boolean;
  plantTestId?: string;
  children: ReactNode;
}) {
  const t = useT();
  const facts: Array<[string, ReactNode]> = [
    [t('tip.plantType'), <TipPlant tip={tip} testId={plantTestId} />],
    [t('tip.difficulty'), t(`difficulty.${tip.difficulty}`)],
    [t('tip.category'), t(`category.${tip.category}`)],
  ];
  if (availability && tip.availability) facts.push([t('tip.availability'), t(`availability.${tip.availability}`)]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
