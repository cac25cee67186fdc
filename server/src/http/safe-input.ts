import type { RequestHandler } from 'express';
import { AppError } from './errors';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Deeper than any real body: a deeper one is refused before anything walks it recursively. */
export const MAX_BODY_DEPTH = 32;

/** A UTF-16 surrogate without its partner: it cannot be stored as UTF-8 and would come back altered. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface UnsafePart {
  field: string;
  message: string;
}

/**
 * The first part of a parsed JSON body, at any depth, that is not allowed: a key that could act
 * as a query operator or touch a prototype, nesting deeper than MAX_BODY_DEPTH, or a key or
 * string that is not well-formed Unicode. Walks iteratively, so no body can exhaust the stack.
 */
export function unsafePart(body: unknown): UnsafePart | null {
  const stack: [value: unknown, path: string, depth: number][] = [[body, '', 0]];
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return { field: path || 'body', message: 'Text must be well-formed Unicode' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH)
      return { field: path || 'body', message: `Nested more than ${MAX_BODY_DEPTH} levels deep` };
    for (const key of Object.keys(value)) {
      const here = path ? `${path}.${key}` : key;
      if (key.startsWith('$') || key.includes('.') || FORBIDDEN_KEYS.has(key)) {
        return { field: here, message: 'Keys may not start with $, contain a dot, or name a prototype' };
      }
      if (LONE_SURROGATE.test(key)) return { field: here, message: 'Text must be well-formed Unicode' };
      stack.push([(value as Record<string, unknown>)[key], here, depth + 1]);
    }
  }
  return null;
}

/**
 * JSON bodies may not carry `$op`, dotted or prototype keys anywhere, nest absurdly deep, or
 * hold ill-formed Unicode: they are refused, not cleaned.
 */
export const rejectUnsafeBodyKeys: RequestHandler = (req, _res, next) => {
  const unsafe = unsafePart(req.body);
  if (unsafe !== null) throw new AppError(400, 'The body contains a key or value that is not allowed', [unsafe]);
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
