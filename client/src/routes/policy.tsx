import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '../components/ui/legal-page';
import { paths } from '../config/paths';

const sections: LegalSection[] = [
  {
    heading: 'What we collect',
    body: (
      <ul className="list-disc space-y-1 pl-6">
        <li>Account details: your name, e-mail address and, if you give one, a profile photo.</li>
        <li>
          What you post: your tips, their photos and photo descriptions, and whether they are Public or Hidden. Photos
          you upload are re-encoded before anyone sees them: their location, camera and other hidden details are
          removed, and a photo you upload but never use is deleted after a day.
        </li>
        <li>Your likes, so the site can show which tips you have liked.</li>
        <li>If you set them: your garden's hemisphere and climate zone, and the tips you asked to be reminded of.</li>
        <li>
          In your own browser's local storage, never sent to our servers: your theme choice (light or dark), drafts of
          tips you are writing, and, if you choose one without signing in, your hemisphere.
        </li>
      </ul>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <p>
        We use this information only to run Green Circle: to sign you in, to show your name beside the tips you share,
        to count likes, and to show the statistics on your dashboard. We do not sell your data and we do not show
        advertising.
      </p>
    ),
  },
  {
    heading: 'Sign-in',
    body: (
      <p>
        Sign-in is handled by Firebase Authentication, a service of Google. When you sign up with e-mail and password or
        with Google, Firebase processes your e-mail address and password (or Google account details) on our behalf. We
        never see or store your password.
      </p>
    ),
  },
  {
    heading: 'Who can see what',
    body: (
      <p>
        Public tips, with your display name and profile photo, can be seen by anyone. Hidden tips and tip details are
        visible only to signed-in members. Your e-mail address is shown to nobody but you: other members see your name
        and photo, never your e-mail address or account id. Your calendar feed has a secret address that only you get;
        you can replace it at any time, and the old address then stops working.
      </p>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <p>
        We keep your account and tips while your account exists. When you delete a tip, it and its likes are removed. If
        you ask us to close your account, we delete your personal data within 30 days, except where the law requires us
        to keep it.
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <p>
        You can see and correct your profile in the dashboard at any time. You can also ask us for a copy of your data,
        or ask us to delete it, by writing to the support address in the footer. We answer within 30 days.
      </p>
    ),
  },
  {
    heading: 'Changes',
    body: (
      <p>
        If we change this policy we will update the date above, and for important changes we will tell members by
        e-mail. The rules for using the site are in our{' '}
        <Link className="link link-primary" to={paths.terms}>
          Terms &amp; Conditions
        </Link>
        .
      </p>
    ),
  },
];

export default function Component() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="23 November 2026"
      intro="Green Circle collects as little about you as it can, and uses it only to run the community. This page explains what we keep, why, and what you can do about it."
      sections={sections}
    />
  );
}
