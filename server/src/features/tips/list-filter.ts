import type { TipListQuery } from '@green-circle/contract';
import { requireMember, requireOwnEmail, type Caller } from '../../http/auth';
import type { TipListFilter } from '../../store/store';

/**
 * Turns GET /gardenTips's query into a store filter. Visitors see Public tips; members (signed
 * in with an e-mail; an anonymous account sees what a visitor sees) see Hidden ones too;
 * `email` must be the caller's own and lists their tips by uid; `liked=me`
 * lists what the caller liked.
 */
export function tipListFilter(req: Caller, query: TipListQuery): TipListFilter {
  const filter: TipListFilter = {
    includeHidden: Boolean(req.identity?.email),
    availability: query.availability,
    difficulty: query.difficulty,
    category: query.category,
    q: query.q || undefined,
    sort: query.sort,
    limit: query.limit,
    cursor: query.cursor || undefined,
  };
  if (query.email !== undefined) filter.authorUid = requireOwnEmail(req, query.email).uid;
  if (query.liked === 'me') filter.likedBy = requireMember(req).uid;
  if (query.plant !== undefined) filter.plantSlugs = [query.plant];
  return filter;
}
