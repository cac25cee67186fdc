import { MESSAGES } from '@green-circle/contract/messages';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { notify } from '../../lib/notify';
import { useAuth } from '../../lib/auth-provider';

interface LogoutButtonProps {
  /** The wording of where it is: the main navbar's menus or the dashboard. */
  where: 'main' | 'dashboard';
  /** Closes the menu or drawer it sits in. */
  onChoose: () => void;
  className?: string;
}

/**
 * Logout, then home, with the spec's toast for where it happened; beside it, that it signs the
 * member out on every device (the sign-out revokes their sessions).
 */
export function LogoutButton({ where, onChoose, className }: LogoutButtonProps) {
  const { logOut } = useAuth();
  const navigate = useNavigate();
  const noteId = useId();

  async function logout() {
    onChoose();
    try {
      await logOut();
      notify.success(where === 'main' ? MESSAGES.logoutSuccess : MESSAGES.logoutSuccessDashboard);
      navigate(paths.home);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      notify.error(where === 'main' ? `${MESSAGES.logoutErrorPrefix} ${detail}` : MESSAGES.logoutFailedDashboard);
    }
  }

  return (
    <>
      <button type="button" className={className} onClick={logout} aria-describedby={noteId}>
        Logout
      </button>
      <span id={noteId} className="px-3 pb-1 text-xs opacity-75">
        {MESSAGES.logoutEverywhere}
      </span>
    </>
  );
}
