import { Form, Link, useNavigation } from 'react-router';
import { loginPath } from '#app/config/paths';
import { useT } from '#app/i18n/i18n';

/**
 * Marks the plant as one the member grows, or not: a plain form posted to the page's action, so it
 * works before (or without) the page's JavaScript. A visitor is offered to sign in first.
 * `name` is the plant's name in the page's language.
 */
export function MyPlantButton({
  name,
  mine,
  signedIn,
  here,
}: {
  name: string;
  mine: boolean;
  signedIn: boolean;
  here: string;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') !== undefined;
  if (!signedIn) {
    return (
      <Link to={loginPath(here)} className="btn btn-outline btn-sm">
        {t('plant.signInToAdd')}
      </Link>
    );
  }
  return (
    <Form method="post" replace>
      <input type="hidden" name="intent" value={mine ? 'remove' : 'add'} />
      <button
        type="submit"
        className={`btn btn-sm h-auto min-h-8 ${mine ? 'btn-outline' : 'btn-primary'}`}
        aria-pressed={mine}
        disabled={busy}
      >
        {mine ? t('plant.inMyPlants', { name }) : t('plant.addToMine', { name })}
      </button>
    </Form>
  );
}
