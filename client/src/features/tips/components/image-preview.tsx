import { imageUrl } from '@green-circle/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';

/**
 * A small preview of the tip's image while the member types its address, so a wrong link
 * shows before the tip is shared. Nothing shows until the address is one the API accepts.
 */
export function ImagePreview({ name = 'image' }: { name?: string }) {
  const value = useWatch({ name }) as string;
  const [failed, setFailed] = useState<string | null>(null);
  const parsed = imageUrl.safeParse(value ?? '');
  if (!parsed.success) return null;
  const src = parsed.data;

  return failed === src ? (
    <p className="text-sm text-base-content/80">No image could be loaded from this address.</p>
  ) : (
    <img
      src={src}
      alt="What the tip will show"
      className="mt-1 h-32 w-full rounded-box border border-base-300 object-cover sm:w-48"
      onError={() => setFailed(src)}
    />
  );
}
