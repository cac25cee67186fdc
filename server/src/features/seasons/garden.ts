import { DEFAULT_HEMISPHERE, type Garden } from '@green-circle/contract';
import type { Store } from '../../store/store';

/** A member's garden; one who never chose has the northern hemisphere and no zone. */
export async function gardenOf(store: Store, uid: string): Promise<Garden> {
  return (await store.getGarden(uid)) ?? { hemisphere: DEFAULT_HEMISPHERE };
}
