import { Form, Link, useNavigation } from 'react-router';
import { loginPath } from '../../../config/paths';

/**
 * Marks the plant as one the member grows, or not: a plain form posted to the page's action, so it
 * works before (or without) the page's JavaScript. A visitor is offered to sign in first.
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
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') !== undefined;
  if (!signedIn) {
    return (
      <Link to={loginPath(here)} className="btn btn-outline btn-sm">
        Sign in to add it to your plants
      </Link>
    );
  }
  return (
    <Form method="post" replace>
      <input type="hidden" name="intent" value={mine ? 'remove' : 'add'} />
      <button
        type="submit"
        className={`btn btn-sm ${mine ? 'btn-outline' : 'btn-primary'}`}
        aria-pressed={mine}
        disabled={busy}
      >
        {mine ? `✓ In my plants (remove ${name})` : `Add ${name} to my plants`}
      </button>
    </Form>
  );
}
