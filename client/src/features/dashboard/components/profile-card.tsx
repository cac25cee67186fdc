import { MESSAGES } from '@green-circle/contract/messages';
import { Avatar } from '../../../components/ui/avatar';

export interface MemberProfile {
  name: string;
  email: string;
  photoURL: string;
  /** The year the account was created (Firebase's creationTime); null when unknown. */
  memberSince: number | null;
}

/** The member's card on the overview, with the spec's fixed role and account, and their real year. */
export function ProfileCard({ profile }: { profile: MemberProfile }) {
  return (
    <section aria-label="Your profile" className="card bg-base-100 shadow-md">
      <div className="card-body flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <Avatar
          src={profile.photoURL}
          name={profile.name || profile.email}
          label={`${profile.name || 'Member'} avatar`}
          className="h-20 w-20 text-2xl"
        />
        <div className="min-w-0">
          <h2 className="text-xl font-bold break-words">{profile.name || MESSAGES.noName}</h2>
          <p className="break-all">{profile.email}</p>
          <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm sm:justify-start">
            <li>Role: Member</li>
            <li>Account Type: Free</li>
            {profile.memberSince && <li>Member Since: {profile.memberSince}</li>}
          </ul>
        </div>
      </div>
    </section>
  );
}
