import { zonesNear, type Tip } from '@green-circle/contract';
import { requireEmailMember, type Caller } from '../../http/auth';
import type { Store, WorkedNear } from '../../store/store';
import { gardenOf } from '../seasons';

/** `workedNearMe=1` (members only): the caller's hemisphere and the zones within one step of theirs. */
export async function workedNearCaller(store: Store, req: Caller): Promise<WorkedNear> {
  const { uid } = requireEmailMember(req);
  const garden = await gardenOf(store, uid);
  return { hemisphere: garden.hemisphere, zones: zonesNear(garden.zone) };
}

/** Tip views for a signed-in caller gain myTrial: their report's outcome on each, or null. */
export async function withMyTrials(store: Store, uid: string, tips: readonly Tip[]): Promise<Tip[]> {
  const outcomes = await store.trialOutcomes(
    uid,
    tips.map((tip) => tip._id),
  );
  return tips.map((tip) => ({ ...tip, myTrial: outcomes.get(tip._id) ?? null }));
}
