import type { ModerationLogEntry } from '@green-circle/contract';
import { DateTime } from '../../../components/ui/date-time';

/** Every action, newest first: when, who, what, on what, why. */
export function ModerationLog({ entries }: { entries: ModerationLogEntry[] }) {
  if (entries.length === 0) return <p className="text-base-content/70">Nothing yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <thead>
          <tr>
            <th>When</th>
            <th>Who</th>
            <th>Action</th>
            <th>On</th>
            <th>Why</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry._id}>
              <td className="whitespace-nowrap">
                <DateTime iso={entry.at} />
              </td>
              <td>{entry.moderator?.displayName ?? 'Automatic'}</td>
              <td>
                {entry.action}
                {entry.days ? ` (${entry.days} d)` : ''}
              </td>
              <td>{entry.target.kind}</td>
              <td className="min-w-60 [overflow-wrap:anywhere]">{entry.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
