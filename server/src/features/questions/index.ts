// The questions feature's public module: what other features may use of it.
export { createQuestions } from './service';
export { questionsRoutes } from './routes';
export { questionTargetKinds } from './targets';
