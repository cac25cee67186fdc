import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { issueWords } from '@green-circle/contract';
import { AppError, type FieldError } from './errors';

type Schemas = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType };
type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The value at `path` in what was sent (zod's issues do not carry it): absent reads 'Required'. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function issuesOf(error: z.ZodError, where: string, input: unknown): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : where,
    message: issue.message,
    // What the site says of it, by code (issue 56): the English message is for the API's other callers.
    ...issueWords(issue, valueAt(input, issue.path) === undefined),
  }));
}

/**
 * Checks the parts of a request against the contract's zod schemas and replaces them with
 * the parsed values (trimmed, defaulted, unknown keys dropped), so handlers only see clean
 * input. Any failure is one 400 listing every field.
 */
export function validate<S extends Schemas>(
  schemas: S,
): RequestHandler<Out<S['params']>, unknown, Out<S['body']>, Out<S['query']>> {
  return (req, _res, next) => {
    const errors: FieldError[] = [];
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const input = req[part] ?? {};
      const result = schema.safeParse(input);
      if (!result.success) {
        errors.push(...issuesOf(result.error, part, input));
        continue;
      }
      // Express 5 serves req.query from a getter; an own property shadows it.
      Object.defineProperty(req, part, { value: result.data, writable: true, configurable: true, enumerable: true });
    }
    if (errors.length) throw new AppError(400, 'The request is not valid', errors);
    next();
  };
}
