import type { PlanDone, PlanItem, PlanLinkInfo, PlanOutcome } from '@green-circle/contract';
import type { Api } from '#app/lib/api-client';

// Each call of "My plan" (issue 58): server/src/features/plan/routes.ts.

/** GET /me/plan: the member's plan; from/to (YYYY-MM) keep the items due or done in those months. */
export const listPlan = (api: Api, signal?: AbortSignal) => api.get<PlanItem[]>('/me/plan', signal);

/** POST /me/plan: month omitted is the next time the tip is in season in the member's garden. */
export const addToPlan = (api: Api, body: { tipId: string; month?: number; repeats: boolean }) =>
  api.post<PlanItem>('/me/plan', body);

export const markPlanDone = (api: Api, id: string, body: PlanDone) => api.post<PlanItem>(`/me/plan/${id}/done`, body);

export const skipPlanItem = (api: Api, id: string) => api.post<PlanItem>(`/me/plan/${id}/skip`, {});

export const removePlanItem = (api: Api, id: string) => api.delete<{ deletedCount: number }>(`/me/plan/${id}`);

export const answerPlanItem = (api: Api, id: string, outcome: PlanOutcome) =>
  api.post<PlanItem>(`/me/plan/${id}/outcome`, { outcome });

/** GET /plan/outcome/{token}: what an e-mail's signed link is about (no session needed). */
export const readPlanLink = (api: Api, token: string, signal?: AbortSignal) =>
  api.get<PlanLinkInfo>(`/plan/outcome/${token}`, signal);

/** POST /plan/outcome/{token}: the one-tap answer, signed out, once. */
export const answerPlanLink = (api: Api, token: string, outcome: PlanOutcome) =>
  api.post<{ tipId: string; title: string; outcome: PlanOutcome }>(`/plan/outcome/${token}`, { outcome });
