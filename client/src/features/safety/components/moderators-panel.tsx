import { useFetcher } from 'react-router';
import type { Moderator } from '../api/safety-api';

/** Who moderates; an admin also grants and revokes the moderator role here (by the gardener's public id). */
export function ModeratorsPanel({ moderators, isAdmin }: { moderators: Moderator[]; isAdmin: boolean }) {
  const fetcher = useFetcher();
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2">
        {moderators.map((person) => (
          <li key={person.authorId} className="flex flex-wrap items-center gap-3">
            <span className="font-medium">{person.displayName}</span>
            <span className="badge badge-outline">{person.role}</span>
            {isAdmin && person.role === 'moderator' && (
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="authorId" value={person.authorId} />
                <button className="btn btn-ghost btn-xs" name="role" value="member">
                  Revoke
                </button>
              </fetcher.Form>
            )}
          </li>
        ))}
      </ul>
      {isAdmin && (
        <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="role" value="moderator" />
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">Gardener’s author id</span>
            <input name="authorId" className="input input-sm w-64" required pattern="[0-9a-f]{24}" />
          </label>
          <button className="btn btn-primary btn-sm">Make moderator</button>
        </fetcher.Form>
      )}
    </div>
  );
}
