import { useRevalidator } from 'react-router';

/** A section whose data failed to load: says so in place and offers to try again. */
export function SectionError({ what }: { what: string }) {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <div role="alert" className="alert alert-error mx-auto max-w-xl justify-center text-center">
      <span>Could not load {what}. Check your connection and try again.</span>
      <button type="button" className="btn btn-sm" onClick={() => void revalidator.revalidate()} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Try again'}
      </button>
    </div>
  );
}
