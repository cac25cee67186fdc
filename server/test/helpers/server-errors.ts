// The 5xx errors of every app a test file built (helpers/app.ts) that no test took; test/setup.ts
// fails the test that caused them. Its own module, free of imports: the setup file runs before
// every file, and importing the app from there cost each file the whole app's module graph, even
// files that never build one (issue 35).

const serverErrors: unknown[] = [];

/** Notes an error behind a 5xx answer (helpers/app.ts, for each app it builds). */
export function noteServerError(error: unknown): void {
  serverErrors.push(error);
}

/** Forgets errors a test took (TestApp.takeServerErrors) so they fail nothing. */
export function forgetServerErrors(errors: unknown[]): void {
  for (const error of errors) {
    const at = serverErrors.indexOf(error);
    if (at >= 0) serverErrors.splice(at, 1);
  }
}

/** Hands over (and forgets) the 5xx errors no test expected; test/setup.ts fails the test with them. */
export function unexpectedServerErrors(): unknown[] {
  return serverErrors.splice(0);
}
