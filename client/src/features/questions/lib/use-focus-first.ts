import { useEffect } from 'react';

/**
 * An edit form opened on the page (?edit=) takes the focus on its first field as it appears, so a
 * keyboard or screen reader is where the Edit link (now gone) led. Once, as the form is drawn in
 * the browser; a page drawn on the server without JavaScript has the form where the link was.
 */
export function useFocusFirst(fieldId: string) {
  useEffect(() => {
    document.getElementById(fieldId)?.focus();
  }, [fieldId]);
}
