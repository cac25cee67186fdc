import { LegalPage, type LegalSection } from '../components/ui/legal-page';
import { paths } from '../config/paths';
import type { Route } from './+types/policy';

// The policy's words are in the catalogues (policy.*), English and Spanish.
const sections: LegalSection[] = [
  {
    heading: 'policy.collect.heading',
    blocks: [
      {
        list: [
          'policy.collect.account',
          'policy.collect.posts',
          'policy.collect.likes',
          'policy.collect.garden',
          'policy.collect.local',
        ],
      },
    ],
  },
  { heading: 'policy.use.heading', blocks: [{ text: 'policy.use.p1' }] },
  { heading: 'policy.signIn.heading', blocks: [{ text: 'policy.signIn.p1' }] },
  { heading: 'policy.see.heading', blocks: [{ text: 'policy.see.p1' }] },
  { heading: 'policy.keep.heading', blocks: [{ text: 'policy.keep.p1' }] },
  { heading: 'policy.rights.heading', blocks: [{ text: 'policy.rights.p1' }] },
  {
    heading: 'policy.changes.heading',
    blocks: [{ text: 'policy.changes.p1', link: { to: paths.terms, text: 'policy.changes.link' } }],
  },
];

export default function Component(_: Route.ComponentProps) {
  return <LegalPage titleKey="policy.title" updated="2026-11-23" introKey="policy.intro" sections={sections} />;
}
