import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { FIELD_CODES, PROBLEM_CONTENT_TYPE, type Problem, type Words } from '@green-circle/contract';
import { messageCode, problemCode } from '@green-circle/contract/message-codes';
import { InvalidCursorError, StoreUnavailableError } from '../store-core/errors';

/** A field's refusal: its English `message` for the API's callers, and (`code`, `values`) what the site says. */
export interface FieldError extends Partial<Words> {
  field: string;
  message: string;
}

/** The one error the routes throw: an HTTP status and what to tell the caller. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: FieldError[],
    /** What the site says, when the detail is no contract text of its own (a date in it, say). */
    readonly words?: Words,
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

/**
 * Every field error carries a code (issue 56): its own, a contract text's, else 'not valid'. The
 * code of a contract text is found from the contract's own table on the API's side only, where
 * the text was raised; the site reads the code and never the English.
 */
function withCode(error: FieldError): FieldError {
  if (error.code) return error;
  return { ...error, code: messageCode(error.message) ?? FIELD_CODES.invalid };
}

export function sendProblem(res: Response, status: number, detail: string, errors?: FieldError[], words?: Words) {
  const problem: Problem = {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    code: words?.code ?? problemCode(detail, status),
    ...(words?.values ? { values: words.values } : {}),
    ...(errors ? { errors: errors.map((error) => withCode(error)) } : {}),
  };
  res.status(status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem));
}

/** Errors the body parser raises, by its `type`. */
const BODY_PARSER_ERRORS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'The body is not valid JSON'],
  'entity.too.large': [413, 'The body is larger than 100 kB'],
  'encoding.unsupported': [415, 'The body encoding is not supported'],
  'charset.unsupported': [415, 'The body charset is not supported'],
  'request.aborted': [400, 'The request was aborted'],
  'request.size.invalid': [400, 'The body length does not match Content-Length'],
};

/**
 * Errors raised while reading a body that are not in the table above (a "gzip" body that is
 * not gzip, a truncated "br" stream...): http-errors marks them with a 4xx status and
 * expose: true. They are the client's fault, never a 500.
 */
function bodyReadError(error: unknown): [number, string] | null {
  const { status, expose } = (error ?? {}) as { status?: unknown; expose?: unknown };
  if (expose !== true || typeof status !== 'number' || status < 400 || status > 499) return null;
  if (status === 413) return BODY_PARSER_ERRORS['entity.too.large']!;
  if (status === 415) return [415, 'The body encoding is not supported'];
  return [400, 'The body could not be read (is its Content-Encoding right?)'];
}

function toProblem(error: unknown): [number, string, FieldError[]?, Words?] {
  if (error instanceof AppError) return [error.status, error.detail, error.errors, error.words];
  if (error instanceof InvalidCursorError) {
    return [400, 'The cursor is not valid', [{ field: 'cursor', message: error.message }]];
  }
  if (error instanceof StoreUnavailableError) return [503, 'The data store is unavailable; try again shortly'];
  const type = (error as { type?: unknown } | null)?.type;
  if (typeof type === 'string' && type in BODY_PARSER_ERRORS) return BODY_PARSER_ERRORS[type]!;
  const unreadable = bodyReadError(error);
  if (unreadable) return unreadable;
  // The router cannot percent-decode a path parameter (e.g. /gardenTips/%E0%A4%A).
  if (error instanceof URIError) return [400, 'The URL is not validly percent-encoded'];
  return [500, 'Something went wrong on our side'];
}

export const notFound: RequestHandler = (req) => {
  throw new AppError(404, `No route ${req.method} ${req.path}`);
};

/** The central error handler: problem+json for every failure, never a stack trace. */
export function errorHandler(log: (error: unknown) => void = console.error): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const [status, detail, errors, words] = toProblem(error);
    if (status >= 500) log(error);
    if (status === 503) res.set('Retry-After', '5');
    // A refusal that knows when the caller may go on (the spam brakes) says so.
    const retryAfter = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (status === 429 && typeof retryAfter === 'number') res.set('Retry-After', String(retryAfter));
    sendProblem(res, status, detail, errors, words);
  };
}
