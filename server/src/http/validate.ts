import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { AppError, type FieldError } from './errors';

type Schemas = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType };
type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

function issuesOf(error: z.ZodError, where: string): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : where,
    message: issue.message,
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
      const result = schema.safeParse(req[part] ?? {});
      if (!result.success) {
        errors.push(...issuesOf(result.error, part));
        continue;
      }
      // Express 5 serves req.query from a getter; an own property shadows it.
      Object.defineProperty(req, part, { value: result.data, writable: true, configurable: true, enumerable: true });
    }
    if (errors.length) throw new AppError(400, 'The request is not valid', errors);
    next();
  };
}
