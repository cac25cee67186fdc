import Swal from 'sweetalert2';
import { expect } from 'vitest';

/**
 * Closes the site's dialog (sweetalert2) and waits until it has left the page. It is one dialog for the whole page and it
 * closes over a moment, so a test that only calls `Swal.close()` can leave the next test finding the closing one, whose
 * buttons are no longer visible (seen in CI on the Spanish delete-account test).
 */
export async function closeDialog(): Promise<void> {
  Swal.close();
  await expect.poll(() => document.querySelector('.swal2-container')).toBeNull();
}
