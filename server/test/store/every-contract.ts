import type { Store } from '../../src/store/store';
import type { ContractOptions, StoreContract } from './contract-tools';
import { describeAccountContract } from '../../src/features/account/store.contract';
import { describeConversationContract } from '../../src/features/conversation/store.contract';
import { describeCoreContract } from '../../src/store/core.contract';
import { describeGardenersContract } from '../../src/features/gardeners/store.contract';
import { describeLikesContract } from '../../src/features/likes/store.contract';
import { describeMailContract } from '../../src/features/mail/store.contract';
import { describeNotificationsContract } from '../../src/features/notifications/store.contract';
import { describePeopleContract } from '../../src/features/people/store.contract';
import { describePlanContract } from '../../src/features/plan/store.contract';
import { describePlantContract } from '../../src/features/plants/store.contract';
import { describeQuestionsContract } from '../../src/features/questions/store.contract';
import { describeSharedTipsContract } from '../../src/features/shared-tips/store.contract';
import { describeSafetyContract } from '../../src/features/safety/store.contract';
import { describeSeasonContract } from '../../src/features/seasons/store.contract';
import { describeStatsContract } from '../../src/features/stats/store.contract';
import { describeTipsContract } from '../../src/features/tips/store.contract';
import { describeUploadsContract } from '../../src/features/uploads/store.contract';
import { describeUsersContract } from '../../src/features/users/store.contract';
import { describeWeekContract } from '../../src/features/week/store.contract';

/**
 * Each feature's store contract (server/src/features/<feature>/store.contract.ts, beside the
 * store.ts it holds to), by the name of its folder, and the store's own (store/core.contract.ts). Every adapter runs them all through
 * describeEveryContract, so a contract added here runs on both stores at once;
 * every-contract.test.ts fails when a feature with a store part has none.
 */
export const STORE_CONTRACTS: Record<string, StoreContract> = {
  core: describeCoreContract,
  account: describeAccountContract,
  conversation: describeConversationContract,
  gardeners: describeGardenersContract,
  likes: describeLikesContract,
  mail: describeMailContract,
  notifications: describeNotificationsContract,
  people: describePeopleContract,
  plan: describePlanContract,
  plants: describePlantContract,
  questions: describeQuestionsContract,
  safety: describeSafetyContract,
  seasons: describeSeasonContract,
  'shared-tips': describeSharedTipsContract,
  stats: describeStatsContract,
  tips: describeTipsContract,
  uploads: describeUploadsContract,
  users: describeUsersContract,
  week: describeWeekContract,
};

/** Every contract on one adapter; `name` says which (and on what database) in each suite's title. */
export function describeEveryContract(
  name: string,
  makeStore: () => Promise<Store>,
  options: ContractOptions = {},
): void {
  for (const describeContract of Object.values(STORE_CONTRACTS)) describeContract(name, makeStore, options);
}
