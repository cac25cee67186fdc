import { HEMISPHERES, type Hemisphere } from '@green-circle/contract/seasons';

/**
 * The hemisphere this browser reads seasons in. A visitor's choice, or a member's garden
 * (saved here too when they save it), kept in localStorage. null: never chosen, so the API
 * decides (a member's garden, else the north).
 */
const KEY = 'gc-hemisphere';

export function storedHemisphere(): Hemisphere | null {
  try {
    const value = localStorage.getItem(KEY);
    return HEMISPHERES.includes(value as Hemisphere) ? (value as Hemisphere) : null;
  } catch {
    return null;
  }
}

export function storeHemisphere(hemisphere: Hemisphere): void {
  try {
    localStorage.setItem(KEY, hemisphere);
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
}
