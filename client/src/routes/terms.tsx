import { LegalPage, type LegalSection } from '../components/ui/legal-page';
import { paths } from '../config/paths';
import type { Route } from './+types/terms';

// The terms' words are in the catalogues (terms.*), English and Spanish.
const sections: LegalSection[] = [
  { heading: 'terms.who.heading', blocks: [{ text: 'terms.who.p1' }] },
  { heading: 'terms.account.heading', blocks: [{ text: 'terms.account.p1' }, { text: 'terms.account.p2' }] },
  { heading: 'terms.share.heading', blocks: [{ text: 'terms.share.p1' }, { text: 'terms.share.p2' }] },
  {
    heading: 'terms.rules.heading',
    blocks: [{ list: ['terms.rules.kind', 'terms.rules.spam', 'terms.rules.risk', 'terms.rules.harassment'] }],
  },
  { heading: 'terms.advice.heading', blocks: [{ text: 'terms.advice.p1' }] },
  { heading: 'terms.moderation.heading', blocks: [{ text: 'terms.moderation.p1' }] },
  {
    heading: 'terms.changes.heading',
    blocks: [{ text: 'terms.changes.p1', link: { to: paths.policy, text: 'terms.changes.link' } }],
  },
];

export default function Component(_: Route.ComponentProps) {
  return <LegalPage titleKey="terms.title" updated="2026-11-01" introKey="terms.intro" sections={sections} />;
}
