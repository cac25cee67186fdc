import type { Router } from 'express';
import type { z } from 'zod';
import { requireMember, requireVerifiedMember, verifiedMembersOnly } from './auth';
import { membersOnly } from './params';
import { validate } from './validate';

/**
 * A member's own settings at `path`: GET reads them all; PATCH changes only what its body names (a
 * field left out keeps its value, so a client that knows fewer fields than the API still saves)
 * and answers them all; PUT is PATCH's alias, for the clients that call it.
 */
export function settingsRoutes<Settings, Update extends object>(
  router: Router,
  path: string,
  update: z.ZodType<Update>,
  store: { read(uid: string): Promise<Settings>; change(uid: string, changes: Update): Promise<void> },
): void {
  router.get(path, membersOnly, async (req, res) => {
    res.json(await store.read(requireMember(req).uid));
  });
  const handlers = [
    verifiedMembersOnly,
    validate({ body: update }),
    async (
      req: Parameters<typeof requireVerifiedMember>[0] & { body: unknown },
      res: { json(body: unknown): void },
    ) => {
      const me = requireVerifiedMember(req);
      await store.change(me.uid, req.body as Update);
      res.json(await store.read(me.uid));
    },
  ] as const;
  router.patch(path, ...handlers);
  router.put(path, ...handlers);
}
