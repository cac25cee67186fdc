import type { ModerationPerson } from '@green-circle/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { ApiError } from '../../../lib/api-client';
import { findGardeners } from '../api/safety-api';
import { browserApi } from '../../../lib/browser-api';

/** Grant or revoke, by the gardener's public id: the route's action (intent 'role') does it. */
function RoleButton({ person }: { person: ModerationPerson }) {
  const fetcher = useFetcher();
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
        {grant ? 'Make moderator' : 'Revoke'}
        <span className="sr-only"> {person.displayName}</span>
      </button>
    </fetcher.Form>
  );
}

function PersonRow({ person, canChange }: { person: ModerationPerson; canChange: boolean }) {
  return (
    <li className="flex flex-wrap items-center gap-3">
      <Avatar
        src={person.authorPhotoURL}
        name={person.displayName}
        label={`${person.displayName}'s avatar`}
        ring={false}
        className="h-7 w-7 shrink-0 text-xs"
      />
      <span className="font-medium">{person.displayName}</span>
      <span className="badge badge-outline">{person.role}</span>
      {canChange && <RoleButton person={person} />}
    </li>
  );
}

/**
 * An admin finds a gardener by name (never by e-mail or id) and makes them a moderator. The
 * results ask again whenever who moderates changes, so their roles stay true.
 */
function FindGardener({ moderators }: { moderators: ModerationPerson[] }) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [found, setFound] = useState<ModerationPerson[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (asked === null) return;
    let current = true;
    findGardeners(browserApi, asked).then(
      (people) => {
        if (!current) return;
        setFound(people);
        setError(null);
      },
      (failure: unknown) => {
        if (current) setError(failure instanceof ApiError ? failure.message : 'The search did not work. Try again.');
      },
    );
    return () => {
      current = false;
    };
  }, [asked, moderators]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setAsked(query.trim());
  };

  return (
    <div className="flex flex-col gap-3">
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-2">
        <label htmlFor={inputId} className="flex flex-col gap-1 text-sm">
          <span className="font-semibold">Find a gardener by name</span>
          <input
            id={inputId}
            type="search"
            className="input input-sm w-64 max-w-full"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            minLength={2}
            maxLength={60}
            required
          />
        </label>
        <button className="btn btn-sm">Search</button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
      {found !== null && !error && (
        <div aria-live="polite">
          {found.length === 0 ? (
            <p className="text-sm text-base-content/70">No gardener has a name like that.</p>
          ) : (
            <ul aria-label="Gardeners found" className="flex flex-col gap-2">
              {found.map((person) => (
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
export function ModeratorsPanel({ moderators, isAdmin }: { moderators: ModerationPerson[]; isAdmin: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Moderators and admins" className="flex flex-col gap-2">
        {moderators.map((person) => (
          <PersonRow key={person.authorId} person={person} canChange={isAdmin} />
        ))}
      </ul>
      {isAdmin && <FindGardener moderators={moderators} />}
    </div>
  );
}
