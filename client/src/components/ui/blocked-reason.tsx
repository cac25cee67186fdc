/** Why the control beside it is disabled, in words (the control points here with aria-describedby). */
export function BlockedReason({ id, reason }: { id: string; reason: string }) {
  return (
    <p id={id} className="text-sm text-base-content/80">
      {reason}
    </p>
  );
}
