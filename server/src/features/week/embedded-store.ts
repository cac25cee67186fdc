import type { EmbeddedPart } from '../../store-core/parts';
import type { WeekStore } from './store';

export const weekOnSqlite: EmbeddedPart<WeekStore> = {
  methods: ({ composed }) => ({
    keptWeek: (key, compose) => composed(`week:${key}`, compose),
  }),
};
