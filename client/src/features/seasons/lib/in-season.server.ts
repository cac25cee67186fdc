import { HEMISPHERES, type Hemisphere } from '@green-circle/contract/seasons';
import { data, type LoaderFunctionArgs } from 'react-router';
import { listInSeasonNow, type InSeason } from '../api/in-season';
import { apiFor } from '#app/lib/api.server';

/**
 * The site's tips/in-season route, GET ?month=1..12&hemisphere=north|south: the six most liked Public tips in season, for the home
 * page's "In season now" (the month and hemisphere are the reader's browser's to know). Without a
 * hemisphere the API reads a member's garden, else the north. A failure is an answer, not an error.
 */
export async function inSeasonLoader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const month = Number(search.get('month'));
  const asked = search.get('hemisphere');
  const hemisphere = HEMISPHERES.includes(asked as Hemisphere) ? (asked as Hemisphere) : null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return data<InSeason>({ tips: null }, { status: 400 });
  try {
    return {
      tips: (await listInSeasonNow(apiFor(context), month, hemisphere, request.signal)).tips,
    } satisfies InSeason;
  } catch {
    return data<InSeason>({ tips: null }, { status: 502 });
  }
}
