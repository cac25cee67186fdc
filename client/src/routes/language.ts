import { redirect } from 'react-router';
import { updateMyProfile } from '../features/profile/api/update-my-profile';
import { languageCookie } from '../i18n/language-cookie.server';
import { isLanguage } from '../i18n/languages';
import { formOfNoPage, refuseCrossSite } from '../lib/action.server';
import { sitePath } from '../lib/site-path';
import { apiFor } from '../lib/api.server';
import { memberContext } from '../lib/request-context';
import type { Route } from './+types/language';

/** Back to the page the switch was on: a path of this site only, without a `?lang=` that would outrank the choice. */
function returnPath(value: FormDataEntryValue | null): string {
  const url = new URL(sitePath(value), 'https://site.invalid');
  url.searchParams.delete('lang');
  return url.pathname + url.search + url.hash;
}

/**
 * The footer's language switch (issue 39), a plain form that works before any JavaScript: the
 * choice is kept in the `lang` cookie, and a signed-in member's also with their record, so it
 * follows them to every browser they sign in on. Then back to the page, drawn in that language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  const form = await formOfNoPage(request, context);
  const language = form.get('language');
  if (!isLanguage(language)) throw new Response('Unknown language', { status: 400 });
  // The cookie already holds the choice on this browser; the record is for the next one.
  if (context.get(memberContext)) await updateMyProfile(apiFor(context), { language }).catch(() => {});
  return redirect(returnPath(form.get('returnTo')), {
    status: 303,
    headers: { 'Set-Cookie': languageCookie(request, language) },
  });
}

/** Opened as a page: home. */
export const loader = (_: Route.LoaderArgs) => redirect('/');
