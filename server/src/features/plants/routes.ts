import { Router } from 'express';
import {
  PLANTS,
  evidenceByZoneBand,
  monthStrip,
  plantBySlug,
  plantListQuerySchema,
  plantSlugParams,
  suggestPlants,
  type MyPlants,
  type Plant,
  type PlantFacts,
  type PlantPage,
  type PlantSummary,
} from '@green-circle/contract';
import { requireEmailMember, requireVerifiedMember, verifiedMembersOnly } from '../../http/auth';
import { AppError } from '../../http/errors';
import { membersOnly } from '../../http/params';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import { publicPeople } from '../people';
import type { AuthorIds } from '../tips';

/** How many growers a plant page names (those who show their garden, most recent first). */
const GROWERS_SHOWN = 12;
/** How many of the most recent growers are looked at to find them. */
const GROWERS_LOOKED_AT = 60;

const plantView = ({ slug, name, otherNames, botanicalName, family, kind }: PlantFacts): Plant => ({
  slug,
  name,
  otherNames: [...otherNames],
  botanicalName,
  family,
  kind,
});

/** The plant named by the path, or 404: a plant the list lacks has no page. */
function knownPlant(slug: string): PlantFacts {
  const plant = plantBySlug(slug);
  if (!plant) throw new AppError(404, 'There is no plant by that name; GET /plants lists them');
  return plant;
}

/**
 * Plants: the list of plants with tips, a plant's page (its facts, when gardeners do it in
 * each hemisphere, how "I tried this" went by zone band, who grows it), and the caller's own
 * plants. Only Public tips moderators did not hide count; growers are named only when they
 * show their garden on their profile, and never by e-mail or uid.
 */
export function plantsRoutes(store: Store, authorIds: AuthorIds): Router {
  const router = Router();

  router.get('/plants', validate({ query: plantListQuerySchema }), async (req, res) => {
    const counts = await store.plantTipCounts();
    const candidates = req.query.q
      ? suggestPlants(req.query.q, PLANTS.length).map((s) => s.plant)
      : [...PLANTS].sort(
          (a, b) => (counts.get(b.slug) ?? 0) - (counts.get(a.slug) ?? 0) || a.name.localeCompare(b.name),
        );
    const answer: PlantSummary[] = candidates
      .filter((plant) => counts.has(plant.slug))
      .slice(0, req.query.limit)
      .map((plant) => ({ ...plantView(plant), tips: counts.get(plant.slug) ?? 0 }));
    res.json(answer);
  });

  router.get('/plants/:slug', validate({ params: plantSlugParams }), async (req, res) => {
    const plant = knownPlant(req.params.slug);
    const [facts, growers] = await Promise.all([
      store.plantFacts(plant.slug),
      store.plantGrowers(plant.slug, GROWERS_LOOKED_AT),
    ]);
    const showing = [];
    for (const uid of growers.uids) {
      if (showing.length === GROWERS_SHOWN) break;
      if ((await store.getProfileExtras(uid)).showGarden) showing.push(uid);
    }
    const people = await publicPeople(store, authorIds, showing);
    const evidence = evidenceByZoneBand(facts.reports);
    const answer: PlantPage = {
      plant: plantView(plant),
      counts: {
        tips: facts.tips.length,
        reports: evidence.reduce((n, row) => n + row.worked + row.partly + row.failed, 0),
        growers: growers.total,
      },
      months: { north: monthStrip(facts.tips, 'north'), south: monthStrip(facts.tips, 'south') },
      evidence,
      growers: showing.flatMap((uid) => people.get(uid) ?? []),
    };
    if (req.identity?.email) {
      answer.mine = (await store.memberPlants(req.identity.uid)).some((p) => p.slug === plant.slug);
    }
    res.json(answer);
  });

  const myPlants = async (uid: string): Promise<MyPlants> =>
    (await store.memberPlants(uid)).flatMap(({ slug, addedAt }) => {
      const plant = plantBySlug(slug);
      return plant ? [{ ...plantView(plant), addedAt }] : [];
    });

  router.get('/me/plants', membersOnly, async (req, res) => {
    res.json(await myPlants(requireEmailMember(req).uid));
  });

  router.put('/me/plants/:slug', verifiedMembersOnly, validate({ params: plantSlugParams }), async (req, res) => {
    const member = requireVerifiedMember(req);
    const { created } = await store.addMemberPlant(member.uid, knownPlant(req.params.slug).slug);
    res.status(created ? 201 : 200).json(await myPlants(member.uid));
  });

  router.delete('/me/plants/:slug', verifiedMembersOnly, validate({ params: plantSlugParams }), async (req, res) => {
    const member = requireVerifiedMember(req);
    await store.removeMemberPlant(member.uid, knownPlant(req.params.slug).slug);
    res.json(await myPlants(member.uid));
  });

  return router;
}
