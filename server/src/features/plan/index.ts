// The plan feature's public module: what other features may use of it.
export { createPlanService, effectiveDue, planDueSoon, type PlanService } from './service';
export { planLinkToken } from './link-token';
