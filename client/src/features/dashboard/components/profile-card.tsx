import { Avatar } from '#app/components/ui/avatar';
import { useT } from '#app/i18n/i18n';

export interface MemberProfile {
  name: string;
  email: string;
  photoURL: string;
  /** The year the account was created (Firebase's creationTime); null when unknown. */
  memberSince: number | null;
}

/** The member's card on the overview, with the spec's fixed role and account, and their real year. */
export function ProfileCard({ profile }: { profile: MemberProfile }) {
  const t = useT();
  return (
    <section aria-label={t('dashboard.yourProfile')} className="card bg-base-100 shadow-md">
      <div className="card-body flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <Avatar
          src={profile.photoURL}
          name={profile.name || profile.email}
          label={t('dashboard.avatarOf', { name: profile.name || t('nav.member') })}
          className="h-20 w-20 text-2xl"
        />
        <div className="min-w-0">
          {profile.name ? (
            <h2 className="text-xl font-bold break-words" lang="">
              {profile.name}
            </h2>
          ) : (
            <h2 className="text-xl font-bold">{t('messages.noName')}</h2>
          )}
          <p className="break-all" lang="">
            {profile.email}
          </p>
          <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm sm:justify-start">
            <li>{t('dashboard.role')}</li>
            <li>{t('dashboard.accountType')}</li>
            {profile.memberSince && <li>{t('dashboard.memberSince', { year: String(profile.memberSince) })}</li>}
          </ul>
        </div>
      </div>
    </section>
  );
}
