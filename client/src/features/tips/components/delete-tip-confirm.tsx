import type { Tip } from '@green-circle/contract';
import { Form, Link, useLocation } from 'react-router';
import { useT } from '#app/i18n/i18n';

// Stands for the tip's title while the question around it is cut in two (the title is the member's words).
const TITLE = '\u0000';

/**
 * Deleting a tip without JavaScript: the card's Delete posted without a confirmation, and the page
 * asks here first, as the site's dialog does once the page's JavaScript runs. Delete posts the
 * confirmation; Cancel is the list again.
 */
export function DeleteTipConfirm({ tip, dashboard }: { tip: Tip; dashboard: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  const [before, after] = t('myTips.deleteQuestion', { title: TITLE }).split(TITLE);
  const headingId = `delete-tip-${tip._id}`;
  return (
    <Form
      method="post"
      role="alertdialog"
      aria-labelledby={headingId}
      className="alert alert-warning mb-6 flex flex-col items-start gap-3"
    >
      <h2 id={headingId} className="text-lg font-bold [overflow-wrap:anywhere]">
        {before}
        <span lang="">{tip.title}</span>
        {after}
      </h2>
      <p>{t(dashboard ? 'messages.deleteConfirmTextDashboard' : 'messages.deleteConfirmText')}</p>
      <input type="hidden" name="id" value={tip._id} />
      <input type="hidden" name="confirm" value="yes" />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-error btn-sm">
          {t('myTips.delete')}
        </button>
        <Link to={pathname} className="btn btn-ghost btn-sm text-warning-content">
          {t('messages.deleteCancelButton')}
        </Link>
      </div>
    </Form>
  );
}
