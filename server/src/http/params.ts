import type { RequestHandler } from 'express';
import { z } from 'zod';
import { objectId } from '@green-circle/contract';
import { requireMember } from './auth';

/** `:id` of the tip routes: a 24-hex id, else 400. */
export const tipIdParams = z.object({ id: objectId });

/** Route guard so a visitor gets 401 before the body is even looked at. */
export const membersOnly: RequestHandler = (req, _res, next) => {
  requireMember(req);
  next();
};
