import { MESSAGES } from '@green-circle/contract/messages';
import { SafeImage } from '../../../components/ui/safe-image';

export const DEFAULT_AVATAR = '/images/avatar-default.svg';

export interface MemberProfile {
  name: string;
  email: string;
  photoURL: string;
}

/** The member's card on the overview, with the spec's fixed role, account and year. */
export function ProfileCard({ profile }: { profile: MemberProfile }) {
  return (
    <section aria-label="Your profile" className="card bg-base-100 shadow-md">
      <div className="card-body flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <SafeImage
          src={profile.photoURL}
          fallback={DEFAULT_AVATAR}
          alt={`${profile.name || 'Member'} avatar`}
          className="h-20 w-20 shrink-0 rounded-full object-cover ring-2 ring-primary"
        />
        <div className="min-w-0">
          <h2 className="text-xl font-bold break-words">{profile.name || MESSAGES.noName}</h2>
          <p className="break-all">{profile.email}</p>
          <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm sm:justify-start">
            <li>Role: Member</li>
            <li>Account Type: Free</li>
            <li>Member Since: 2024</li>
          </ul>
        </div>
      </div>
    </section>
  );
}
