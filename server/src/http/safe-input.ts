import type { RequestHandler } from 'express';
import { AppError } from './errors';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The first key, at any depth, that could act as a query operator or touch a prototype. */
export function unsafeKey(value: unknown, path = ''): string | null {
  if (value === null || typeof value !== 'object') return null;
  for (const key of Object.keys(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.startsWith('$') || key.includes('.') || FORBIDDEN_KEYS.has(key)) return here;
    const inner = unsafeKey((value as Record<string, unknown>)[key], here);
    if (inner) return inner;
  }
  return null;
}

/** JSON bodies may not carry `$op`, dotted or prototype keys anywhere: they are refused, not cleaned. */
export const rejectUnsafeBodyKeys: RequestHandler = (req, _res, next) => {
  const key = unsafeKey(req.body);
  if (key !== null) {
    throw new AppError(400, 'The body contains a key that is not allowed', [
      { field: key, message: 'Keys may not start with $, contain a dot, or name a prototype' },
    ]);
  }
  next();
};

/** Query values are plain strings: a repeated key (array) or a bracketed one is refused. */
export const requirePlainQuery: RequestHandler = (req, _res, next) => {
  for (const [key, value] of Object.entries(req.query)) {
    if (typeof value !== 'string' || /[[\]$]/.test(key)) {
      throw new AppError(400, 'Query values must be plain strings', [
        { field: key, message: 'Expected a single plain string' },
      ]);
    }
  }
  next();
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** A write that carries a body must send it as JSON. */
export const requireJsonWrites: RequestHandler = (req, _res, next) => {
  if (WRITE_METHODS.has(req.method) && hasBody(req.headers) && !req.is('application/json')) {
    throw new AppError(415, 'Send the body as application/json');
  }
  next();
};

function hasBody(headers: Record<string, string | string[] | undefined>) {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}
