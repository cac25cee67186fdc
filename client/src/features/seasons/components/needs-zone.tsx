import { CONVERSATION_MESSAGES as M } from '@green-circle/contract/messages';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** "Worked near me" for a member whose garden has no zone: what it needs, and where to give it. */
export function NeedsZone() {
  return (
    <div role="status" className="alert alert-info alert-soft mb-4 flex flex-wrap justify-between gap-2">
      <span>{M.workedNearNeedsZone}</span>
      <Link to={paths.profileGarden} className="btn btn-sm btn-primary">
        {M.setGardenZone}
      </Link>
    </div>
  );
}
