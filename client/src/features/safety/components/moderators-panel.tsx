import type { ModerationPerson } from '@green-circle/contract';
import { useId } from 'react';
import { Form, useFetcher } from 'react-router';
import { BylineAvatar } from '#app/components/ui/avatar';
import type { GardenerSearch } from '../api/safety-api';
import { useSay, useT } from '#app/i18n/i18n';

/** Grant or revoke, by the gardener's public id: the route's action (intent 'role') does it. */
function RoleButton({ person }: { person: ModerationPerson }) {
  const t = useT();
  // How it went is a toast in the flash cookie (routes/moderation.tsx).
  const fetcher = useFetcher<{ ok: boolean }>();
  if (person.role === 'admin') return null;
  const grant = person.role === 'member';
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="authorId" value={person.authorId} />
      <button
        className={`btn btn-xs ${grant ? 'btn-primary' : 'btn-ghost'}`}
        name="role"
        value={grant ? 'moderator' : 'member'}
        disabled={fetcher.state !== 'idle'}
      >
        {grant ? t('moderation.makeModerator') : t('moderation.revoke')}
        <span className="sr-only"> {person.displayName}</span>
      </button>
    </fetcher.Form>
  );
}

function PersonRow({ person, canChange }: { person: ModerationPerson; canChange: boolean }) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-center gap-3">
      <BylineAvatar src={person.authorPhotoURL} name={person.displayName} className="h-7 w-7 shrink-0 text-xs" />
      <span className="font-medium">{person.displayName}</span>
      <span className="badge badge-outline">{t('moderation.role', { role: person.role })}</span>
      {canChange && <RoleButton person={person} />}
    </li>
  );
}

/**
 * An admin finds a gardener by name (never by e-mail or id) and makes them a moderator: a GET form,
 * so the page's loader searches (with or without JavaScript), and searches again whenever who
 * moderates changes, so the roles shown stay true.
 */
function FindGardener({ search }: { search: GardenerSearch }) {
  const t = useT();
  const say = useSay();
  const inputId = useId();
  return (
    <div className="flex flex-col gap-3">
      <Form method="get" role="search" replace preventScrollReset className="flex flex-wrap items-end gap-2">
        <label htmlFor={inputId} className="flex flex-col gap-1 text-sm">
          <span className="font-semibold">{t('moderation.findByName')}</span>
          <input
            id={inputId}
            type="search"
            name="find"
            className="input input-sm w-64 max-w-full"
            defaultValue={search?.asked ?? ''}
            minLength={2}
            maxLength={60}
            required
          />
        </label>
        <button className="btn btn-sm">{t('moderation.search')}</button>
      </Form>
      {search && 'error' in search && (
        <p role="alert" className="text-sm text-error">
          {search.error ? say(search.error) : t('moderation.searchFailed')}
        </p>
      )}
      {search && 'found' in search && (
        <div aria-live="polite">
          {search.found.length === 0 ? (
            <p className="text-sm text-base-content/70">{t('moderation.noneFound')}</p>
          ) : (
            <ul aria-label={t('moderation.found')} className="flex flex-col gap-2">
              {search.found.map((person) => (
                <PersonRow key={person.authorId} person={person} canChange />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** Who moderates; an admin also grants the moderator role (finding the gardener by name) and revokes it. */
export function ModeratorsPanel({
  moderators,
  isAdmin,
  search,
}: {
  moderators: ModerationPerson[];
  isAdmin: boolean;
  search: GardenerSearch;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={t('moderation.moderatorsList')} className="flex flex-col gap-2">
        {moderators.map((person) => (
          <PersonRow key={person.authorId} person={person} canChange={isAdmin} />
        ))}
      </ul>
      {isAdmin && <FindGardener search={search} />}
    </div>
  );
}
