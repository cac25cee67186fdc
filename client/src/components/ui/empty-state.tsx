import { Link } from 'react-router';

interface EmptyStateProps {
  /** The spec's words for "nothing here" (e.g. 'No tips found.'). */
  title: string;
  /** What the member can do about it. */
  hint: string;
  /** Where the way on leads, and its words. */
  to: string;
  action: string;
}

/** An empty list that is not a dead end: what is missing, and the way on. */
export function EmptyState({ title, hint, to, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center">
      <p className="text-lg">{title}</p>
      <p>{hint}</p>
      <Link to={to} className="btn btn-primary">
        {action}
      </Link>
    </div>
  );
}
