// The plan feature's public module: what other features may use of it.
export { createPlanService, planDueSoon } from './service';
export { planLinkToken } from './link-token';
