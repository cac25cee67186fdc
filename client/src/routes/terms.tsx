import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '../components/ui/legal-page';
import { paths } from '../config/paths';

const sections: LegalSection[] = [
  {
    heading: 'Who we are',
    body: (
      <p>
        Green Circle is a community website where gardeners share practical tips about composting, plant care, vertical
        gardening, hydroponics and indoor plants. By creating an account or using the site you agree to these terms. If
        you do not agree, please do not use Green Circle.
      </p>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <>
        <p>
          You need an account to read tip details, like tips, share your own tips and use the dashboard. Give us a real
          e-mail address and keep your password to yourself; you are responsible for what happens under your account.
        </p>
        <p>You may close your account at any time by writing to our support address.</p>
      </>
    ),
  },
  {
    heading: 'What you share',
    body: (
      <>
        <p>
          You keep the rights to the tips, text and images you post. By posting a Public tip you allow Green Circle to
          show it to every visitor of the site. Hidden tips are kept out of the public list and are shown only to
          signed-in members.
        </p>
        <p>
          Only post what you have the right to share. Link only to images you are allowed to use, and credit others when
          you build on their advice.
        </p>
      </>
    ),
  },
  {
    heading: 'Community rules',
    body: (
      <ul className="list-disc space-y-1 pl-6">
        <li>Be kind and constructive; everyone was a beginner once.</li>
        <li>No spam, advertising or misleading claims about products.</li>
        <li>No advice that puts people, pets or the environment at risk, such as unsafe use of pesticides.</li>
        <li>No harassment, hate speech or content that is illegal where you live.</li>
      </ul>
    ),
  },
  {
    heading: 'Gardening advice',
    body: (
      <p>
        Tips are shared by members from their own experience. Gardens, climates and plants differ, so use your own
        judgement, read product labels, and check whether a plant is toxic before growing it near children or pets.
        Green Circle does not guarantee that any tip will work for you.
      </p>
    ),
  },
  {
    heading: 'Moderation',
    body: (
      <p>
        We may remove content or suspend accounts that break these rules. If you think something on the site breaks
        them, tell us at the support address in the footer and we will look at it promptly.
      </p>
    ),
  },
  {
    heading: 'Changes and contact',
    body: (
      <p>
        We may update these terms as the site grows; the date above shows the latest version. How we handle your
        personal data is described in our{' '}
        <Link className="link link-primary" to={paths.policy}>
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
];

export default function Component() {
  return (
    <LegalPage
      title="Terms & Conditions"
      updated="1 November 2026"
      intro="These terms keep Green Circle a friendly, useful place to learn and share. They are written to be read, so please take a few minutes."
      sections={sections}
    />
  );
}
