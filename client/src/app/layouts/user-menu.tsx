import { SAFETY_MESSAGES } from '@green-circle/contract/messages';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { paths } from '../../config/paths';
import { getUsersByEmail } from '../../features/auth/api/get-user-by-email';
import { useAuth, type MemberSummary } from '../../lib/auth-provider';
import { LogoutButton } from './logout-button';
import { useMenu } from './use-menu';
import { browserApi } from '../../lib/browser-api';

/**
 * The profile photo (tooltip: the display name) opening a dropdown with Dashboard and Logout, and
 * Moderation for moderators and admins: the role is the owner's to read (GET /users), asked once
 * the menu first opens so that other pages cost no call.
 */
export function UserMenu({ member }: { member: MemberSummary }) {
  const { open, close, container, menuId, triggerProps } = useMenu();
  const { user } = useAuth();
  const email = user?.email ?? null;
  const [moderates, setModerates] = useState<{ email: string; yes: boolean } | null>(null);
  const name = member.displayName || 'Member';

  useEffect(() => {
    if (!open || email === null || moderates?.email === email) return;
    let live = true;
    getUsersByEmail(browserApi, email).then(
      ([record]) => live && setModerates({ email, yes: record?.role === 'moderator' || record?.role === 'admin' }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [open, email, moderates]);

  return (
    <div ref={container} className="relative">
      {/* The tooltip gives way while the dropdown, which shows the same name, is open. */}
      <div className={open ? '' : 'tooltip tooltip-left'} data-tip={name}>
        <button {...triggerProps} className="btn btn-ghost btn-circle" aria-label={`Account menu for ${name}`}>
          <Avatar src={member.photoURL} name={name} className="h-9 w-9 text-sm" />
        </button>
      </div>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-50 mt-3 w-60 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
        >
          <p className="truncate px-3 py-2 font-semibold" title={name}>
            {name}
          </p>
          <ul className="menu w-full p-0">
            <li>
              <Link to={paths.week} onClick={close}>
                This week in my garden
              </Link>
            </li>
            <li>
              <Link to={paths.dashboard} onClick={close}>
                Dashboard
              </Link>
            </li>
            {moderates?.yes === true && moderates.email === email && (
              <li>
                <Link to={paths.moderation} onClick={close}>
                  {SAFETY_MESSAGES.moderationHeading}
                </Link>
              </li>
            )}
            <li>
              <LogoutButton where="main" onChoose={close} />
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
