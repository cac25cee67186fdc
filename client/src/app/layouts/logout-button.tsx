import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#app/config/paths';
import { useT } from '#app/i18n/i18n';
import { showToast } from '#app/lib/notify';
import { useAuth } from '#app/lib/auth-provider';
import { SESSION_PATH } from '#app/lib/session';

interface LogoutButtonProps {
  /** The wording of where it is: the main navbar's menus or the dashboard. */
  where: 'main' | 'dashboard';
  /** Closes the menu or drawer it sits in. */
  onChoose: () => void;
  className?: string;
}

/**
 * Logout, then home, with the spec's toast for where it happened: a form posted to the session
 * route, which ends the session on the server and sends a plain POST (before the page's
 * JavaScript runs) home; once it runs, the app signs out itself and says so. Beside it, that it
 * signs the member out on every device (the sign-out revokes their sessions).
 */
export function LogoutButton({ where, onChoose, className }: LogoutButtonProps) {
  const { logOut } = useAuth();
  const navigate = useNavigate();
  const noteId = useId();
  const t = useT();

  async function logout(event: FormEvent) {
    event.preventDefault();
    onChoose();
    try {
      await logOut();
      showToast({
        kind: 'success',
        message: t(where === 'main' ? 'messages.logoutSuccess' : 'messages.logoutSuccessDashboard'),
      });
      navigate(paths.home);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      showToast({
        kind: 'error',
        message:
          where === 'main' ? `${t('messages.logoutErrorPrefix')} ${detail}` : t('messages.logoutFailedDashboard'),
      });
    }
  }

  return (
    <form method="post" action={SESSION_PATH} onSubmit={(event) => void logout(event)} className="contents">
      <input type="hidden" name="intent" value="logout" />
      <button type="submit" className={className} aria-describedby={noteId}>
        {t('nav.logout')}
      </button>
      <span id={noteId} className="px-3 pb-1 text-xs opacity-75">
        {t('messages.logoutEverywhere')}
      </span>
    </form>
  );
}
