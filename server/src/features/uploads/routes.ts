import { pipeline } from 'node:stream/promises';
import { ObjectId } from 'bson';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { MESSAGES, UPLOAD_MESSAGES, objectId, uploadUrl, type UploadResult } from '@green-circle/contract';
import { requireEmailMember } from '../../http/auth';
import { AppError } from '../../http/errors';
import { closeAfterAnswer } from '../../http/lingering-close';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import { createImagePool } from './image-pool';
import type { ProcessedImage } from './process-image';
import { receiveImage } from './receive-file';
import { releaseUpload, uploadOfUrl } from './attach';

export interface UploadsOptions {
  /** How many photos are decoded and encoded at once (one worker process each); the others wait their turn. */
  concurrency: number;
  /** The workers' CPU priority (0..19; higher gives way to the API more). */
  nice?: number;
  /** A member's uploads on no tip and not their profile photo, at most (0: no limit). */
  unattachedMax: number;
  /** Given the image queue's depth, for /metrics. */
  watchQueue?: (depth: () => { busy: number; waiting: number }) => void;
}

const fileParams = z.object({ id: z.string(), name: z.string() });

/**
 * Photos a member whose e-mail is not verified yet may upload in a day. Sign-up takes a profile
 * photo, and a brand-new account is not verified, so uploading cannot wait for the link; what
 * such an upload can become is limited anyway: tips (and so attaching a photo to one) need a
 * verified address, so it is the member's profile photo (one at a time) or it is swept after
 * 24 hours. This small daily allowance, counted in the store (shared by every API process), is
 * what keeps scripted sign-ups from using the API as free photo hosting; the write limit still
 * applies on top, and a verified member has only that.
 */
export const UNVERIFIED_UPLOADS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The Retry-After of the unattached-uploads quota's 429, in seconds. */
const QUOTA_RETRY_AFTER_S = 3600;
export const UNVERIFIED_UPLOAD_LIMIT = `${MESSAGES.emailNotVerified} Until then you can upload ${UNVERIFIED_UPLOADS_PER_DAY} photos a day, for your profile photo.`;
const profilePhotoBody = z.strictObject({ photoURL: z.string().trim().max(2048) });

export function uploadsRoutes(store: Store, options: UploadsOptions): Router {
  const router = Router();
  const images = createImagePool({ size: Math.max(1, options.concurrency), nice: options.nice });
  options.watchQueue?.(() => images.depth());

  /** This process's uploads still being received or processed, per member: they count toward the quota too. */
  const inFlight = new Map<string, number>();

  /**
   * A member with an e-mail; one not verified yet within their daily allowance; and within the
   * quota of unattached uploads, counting those in flight. Before the body is read.
   */
  async function uploader(req: Request, res: Response) {
    const member = requireEmailMember(req);
    if (!member.emailVerified) {
      const { hits } = await store.hit(`unverified uploads|uid:${member.uid}`, DAY_MS);
      if (hits > UNVERIFIED_UPLOADS_PER_DAY) throw new AppError(403, UNVERIFIED_UPLOAD_LIMIT);
    }
    if (options.unattachedMax > 0) {
      const held = (await store.countUnattachedUploads(member.uid)) + (inFlight.get(member.uid) ?? 0);
      if (held >= options.unattachedMax) {
        // Using one (or the sweep) frees a place: an hour is a fair time to come back.
        res.set('Retry-After', String(QUOTA_RETRY_AFTER_S));
        closeAfterAnswer(req, res);
        throw new AppError(429, UPLOAD_MESSAGES.tooManyUnattached(options.unattachedMax));
      }
    }
    return member;
  }

  router.post('/uploads', async (req, res) => {
    const owner = await uploader(req, res);
    inFlight.set(owner.uid, (inFlight.get(owner.uid) ?? 0) + 1);
    try {
      const input = await receiveImage(req, res);
      const id = new ObjectId().toHexString();
      const image = await images.process(id, input, owner.uid);
      await store.saveUpload({ id, ownerUid: owner.uid, contentType: 'image/webp', files: image.files });
      respond(res, id, image);
    } finally {
      const left = (inFlight.get(owner.uid) ?? 1) - 1;
      if (left > 0) inFlight.set(owner.uid, left);
      else inFlight.delete(owner.uid);
    }
  });

  function respond(res: Response, id: string, image: ProcessedImage) {
    const variants = image.files.map(({ width, height }) => ({ width, height, url: uploadUrl(id, width, height) }));
    const result: UploadResult = {
      id,
      url: uploadUrl(id, image.width, image.height),
      width: image.width,
      height: image.height,
      variants,
      takenAt: image.takenAt,
    };
    res.status(201).location(result.url).json(result);
  }

  router.get('/uploads/:id/:name', validate({ params: fileParams }), async (req, res) => {
    const { id, name } = req.params;
    const file =
      objectId.safeParse(id).success && /^\d+x\d+\.webp$/.test(name) ? await store.openUploadFile(id, name) : null;
    if (file === null) throw new AppError(404, 'No such photo');
    res.set({
      'Content-Type': 'image/webp',
      'Content-Length': String(file.bytes),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // The client runs on its own origin and shows these in <img>.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    await pipeline(file.stream, res);
  });

  /**
   * The caller's profile photo, as saved with the identity provider: when it is one of their
   * uploads, that upload is kept as long as it stays their photo; the one it replaces is removed
   * unless a tip shows it. A member not verified yet may do this too (sign-up sets the photo).
   */
  const withEmail: RequestHandler = (req, _res, next) => {
    requireEmailMember(req);
    next();
  };
  router.put('/users/me/photo', withEmail, validate({ body: profilePhotoBody }), async (req, res) => {
    const member = requireEmailMember(req);
    const upload = await uploadOfUrl(store, req.body.photoURL, member.uid, 'photoURL');
    const previous = await store.setProfileUpload(member.uid, upload?.id ?? null);
    if (previous !== null) await releaseUpload(store, previous);
    res.json({ photoURL: req.body.photoURL });
  });

  return router;
}
