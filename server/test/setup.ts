// Every API test file: an answer of 5xx that the test did not take (TestApp.takeServerErrors)
// fails the test that caused it, with the error the app logged. No 500 passes silently.
import { afterEach } from 'vitest';
import { unexpectedServerErrors } from './helpers/server-errors';

afterEach(() => {
  const errors = unexpectedServerErrors();
  if (errors.length === 0) return;
  const first = errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  throw new AggregateError(
    errors,
    `${errors.length} unexpected 5xx answer(s); the first: ${first.stack ?? first.message}`,
  );
});
