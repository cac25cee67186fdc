import type { MongoPart } from '../../store-core/parts';
import type { WeekStore } from './store';

export const weekOnMongo: MongoPart<WeekStore> = {
  // The timed cache every MongoDB read keeps: dropped by this process's writes, kept at most
  // CACHE_STALENESS_MS otherwise (another process's write is seen within that).
  methods: ({ cached }) => ({
    keptWeek: (key, compose) => cached(`week:${key}`, compose),
  }),
};
