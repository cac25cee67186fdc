// The running stack every test uses, as the global setup started it. Playwright runs tests in
// worker processes; the setup hands them the stack's addresses through the environment (its
// documented way), and this module reads them back, typed.

export interface SeedMember {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

export interface Stack {
  /** The client host (the built client behind the server that renders public pages). */
  baseUrl: string;
  apiUrl: string;
  /** host:port of the Auth emulator. */
  emulatorHost: string;
  projectId: string;
  /** The demo members, made by the stack as `npm start` makes them. */
  members: SeedMember[];
  /** The embedded store's DATA_DIR (for `npm run admin` on the stack's shell). */
  dataDir: string;
  /** The local mail server's web inbox and HTTP API, where the site's e-mails land. */
  mailUrl: string;
}

export const STACK_ENV = 'GREEN_CIRCLE_E2E_STACK';

let cached: Stack | undefined;

/** The stack of this run (throws outside `npx playwright test`, where there is none). */
export function stack(): Stack {
  if (cached) return cached;
  const published = process.env[STACK_ENV];
  if (!published) throw new Error(`No running stack: ${STACK_ENV} is unset (run the suite with npx playwright test).`);
  cached = JSON.parse(published) as Stack;
  return cached;
}
