import type { Tip } from '@green-circle/contract';
import { Link } from 'react-router';
import { paths } from '#app/config/paths';
import { usePlantNames } from '#app/i18n/plant-name';

/**
 * A tip's plant: a plant the list knows is named in the reader's language ("Tomate") and links
 * to its page; a free-text plant stays as its author wrote it, claiming no language.
 */
export function TipPlant({
  tip,
  className = 'link',
  testId,
}: {
  tip: Pick<Tip, 'plantType' | 'plantSlug'>;
  className?: string;
  testId?: string;
}) {
  const names = usePlantNames();
  return tip.plantSlug ? (
    <Link to={paths.plant(tip.plantSlug)} className={className} data-testid={testId}>
      {names.name({ slug: tip.plantSlug, name: tip.plantType })}
    </Link>
  ) : (
    <span lang="">{tip.plantType}</span>
  );
}
