import type { Garden } from '@green-circle/contract';
import { DEFAULT_HEMISPHERE, type Hemisphere } from '@green-circle/contract/seasons';
import { useEffect, useState } from 'react';
import { getGarden } from '../api/garden';
import { storedHemisphere, storeHemisphere } from '../../../lib/hemisphere-store';

/**
 * The signed-in member's garden from the API; until it answers (or if it fails), the
 * hemisphere this browser remembers, else the north. What the API says is remembered too,
 * so public pages read the same hemisphere without asking.
 */
export function useGarden(): { garden: Garden | null; hemisphere: Hemisphere } {
  const [garden, setGardenState] = useState<Garden | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getGarden(controller.signal)
      .then((loaded) => {
        setGardenState(loaded);
        storeHemisphere(loaded.hemisphere);
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return { garden, hemisphere: garden?.hemisphere ?? storedHemisphere() ?? DEFAULT_HEMISPHERE };
}
