interface LoadMoreButtonProps {
  loading: boolean;
  onClick: () => void;
}

export function LoadMoreButton({ loading, onClick }: LoadMoreButtonProps) {
  return (
    <div className="flex justify-center py-4">
      <button type="button" className="btn btn-outline btn-primary" onClick={onClick} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
