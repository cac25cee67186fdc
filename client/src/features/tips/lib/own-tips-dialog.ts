import type { ClientActionFunctionArgs } from 'react-router';
import type { Translate } from '#app/i18n/i18n';
import type { OwnTipAnswer } from './own-tip-answer';

/**
 * My Tips' and My Items' delete with JavaScript (the route's clientAction): the server's action
 * deletes, and its answer is what the site's dialog says ('Deleted!', or the error), followed in
 * the same step rather than by an effect watching the fetcher's data (issue 54). A plain POST never
 * comes here: its page asks first and comes back as the list. The dialogs' module comes with the
 * answer (the card's confirmation loaded it already): imported here as the routes load, the
 * bundler put it in the chunk every page loads. Its words came with the answer, already in the
 * reader's language (the host read them by code): no translator is kept outside React (issue 56).
 */
export const afterDeleteOwnTip =
  (dashboard: boolean) =>
  async ({ serverAction }: ClientActionFunctionArgs): Promise<OwnTipAnswer> => {
    const answer = await serverAction<OwnTipAnswer>();
    if ('deleted' in answer) {
      const { showDeleted, showError } = await import('#app/components/ui/dialogs');
      const { words } = answer;
      const t: Translate = (key) => words[key] ?? key;
      void (answer.deleted ? showDeleted({ t, dashboard }) : showError(t));
    }
    return answer;
  };
