import { Link } from 'react-router';
import { paths } from '#app/config/paths';
import { usePlantNames } from '#app/i18n/plant-name';

/** Plants as a comma-separated run of links to their pages, named in the reader's language. */
export function PlantLinks({ plants }: { plants: ReadonlyArray<{ slug: string; name: string }> }) {
  const names = usePlantNames();
  return plants.map((plant, index) => (
    <span key={plant.slug}>
      {index > 0 && ', '}
      <Link to={paths.plant(plant.slug)} className="link">
        {names.name(plant)}
      </Link>
    </span>
  ));
}
