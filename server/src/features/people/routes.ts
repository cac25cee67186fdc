import { Router } from 'express';
import { SAFETY_MESSAGES, authorIdParams, plantBySlug, type GardenerProfile } from '@green-circle/contract';
import { requireMember, requireVerifiedMember, verifiedMembersOnly } from '../../http/auth';
import { AppError } from '../../http/errors';
import { membersOnly } from '../../http/params';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import type { AuthorIds } from '../tips';
import type { ResolveAuthor } from './author-resolver';
import { exploreCardOf } from '../gardeners';
import { publicPeople } from './people-view';

/** A gardener's public page and following. Never a uid or an e-mail in an answer. */
/** A member's plants as their profile shows them (slug and name), most recently added first. */
async function plantsOf(store: Store, uid: string) {
  return (await store.memberPlants(uid)).flatMap(({ slug }) => {
    const plant = plantBySlug(slug);
    return plant ? [{ slug, name: plant.name }] : [];
  });
}

export function peopleRoutes(store: Store, authorIds: AuthorIds, resolveAuthor: ResolveAuthor): Router {
  const router = Router();

  const gardenerUid = async (authorId: string) => {
    const uid = await resolveAuthor(authorId);
    if (uid === null) throw new AppError(404, 'No gardener has this id');
    return uid;
  };

  router.get('/gardeners/:authorId', validate({ params: authorIdParams }), async (req, res) => {
    const uid = await gardenerUid(req.params.authorId);
    // Members see Hidden tips in lists, so their counts include them too.
    const member = Boolean(req.identity?.email);
    // Tips moderators hid count only on the gardener's own page (to anyone else they do not exist).
    const [gardener, card] = await Promise.all([
      store.gardenerOf(uid, { includeHidden: member, includeModerated: req.identity?.uid === uid }),
      exploreCardOf(store, uid),
    ]);
    if (gardener === null) throw new AppError(404, 'No gardener has this id');
    const profile: GardenerProfile = {
      authorId: req.params.authorId,
      displayName: gardener.displayName,
      // The same avatar as their Explore card: their own photo, else the card's picture.
      photoURL: gardener.photoURL || card?.image || null,
      card:
        card === null
          ? null
          : {
              age: card.age,
              gender: card.gender,
              status: card.status,
              experiences: card.experiences,
              totalSharedTips: card.totalSharedTips,
              ...(card.otherInfo ? { otherInfo: card.otherInfo } : {}),
            },
      bio: gardener.bio,
      joinedAt: gardener.joinedAt,
      garden: gardener.showGarden ? gardener.garden : null,
      plants: gardener.showGarden ? await plantsOf(store, uid) : [],
      counts: gardener.counts,
    };
    if (member) profile.followedByMe = await store.isFollowing(req.identity!.uid, uid);
    if (member && req.identity!.uid === uid) profile.self = true;
    res.json(profile);
  });

  router.put('/me/following/:authorId', verifiedMembersOnly, validate({ params: authorIdParams }), async (req, res) => {
    const me = requireVerifiedMember(req);
    const uid = await gardenerUid(req.params.authorId);
    if (uid === me.uid) throw new AppError(400, 'You cannot follow yourself');
    // A gardener who blocks a member is not followed by them (nor hears of them).
    if (await store.isBlocked(uid, me.uid)) throw new AppError(403, SAFETY_MESSAGES.followRefused);
    const { created } = await store.follow(me.uid, uid);
    res.status(created ? 201 : 200).json({ authorId: req.params.authorId, following: true });
  });

  router.delete(
    '/me/following/:authorId',
    verifiedMembersOnly,
    validate({ params: authorIdParams }),
    async (req, res) => {
      const me = requireVerifiedMember(req);
      await store.unfollow(me.uid, await gardenerUid(req.params.authorId));
      res.json({ authorId: req.params.authorId, following: false });
    },
  );

  router.get('/me/following', membersOnly, async (req, res) => {
    const followed = await store.listFollowing(requireMember(req).uid);
    const people = await publicPeople(
      store,
      authorIds,
      followed.map((f) => f.uid),
    );
    res.json(
      followed.flatMap((f) => {
        const person = people.get(f.uid);
        return person === undefined ? [] : [{ ...person, followedAt: f.followedAt }];
      }),
    );
  });

  return router;
}
