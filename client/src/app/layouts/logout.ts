import { MESSAGES } from '@green-circle/contract/messages';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { notify } from '../../lib/notify';
import { useAuth } from '../../lib/auth-provider';

/** Logout with the wording of where it happens: the main navbar or the dashboard. */
export function useLogout(where: 'main' | 'dashboard') {
  const { logOut } = useAuth();
  const navigate = useNavigate();

  return async () => {
    try {
      await logOut();
      notify.success(where === 'main' ? MESSAGES.logoutSuccess : MESSAGES.logoutSuccessDashboard);
      navigate(paths.home);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      notify.error(where === 'main' ? `${MESSAGES.logoutErrorPrefix} ${detail}` : MESSAGES.logoutFailedDashboard);
    }
  };
}
