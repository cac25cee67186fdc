import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { Avatar } from '#app/components/ui/avatar';
import { paths } from '#app/config/paths';
import { useT } from '#app/i18n/i18n';
import type { MemberSummary } from '#app/lib/auth-provider';
import { LogoutButton } from './logout-button';
import { useMenu } from './use-menu';

/**
 * The profile photo (tooltip: the display name) opening a dropdown with Dashboard and Logout, and
 * Moderation for moderators and admins: the role is the owner's to read, asked of the site's
 * resource route once the menu first opens, so that other pages cost no call.
 */
export function UserMenu({ member }: { member: MemberSummary }) {
  const { open, close, container, menuId, triggerProps } = useMenu();
  const role = useFetcher<{ moderates: boolean }>({ key: 'my-role' });
  const { load } = role;
  const asked = role.data !== undefined || role.state !== 'idle';
  const t = useT();
  const name = member.displayName || t('nav.member');

  useEffect(() => {
    if (open && !asked) void load(paths.myRole);
  }, [open, asked, load]);

  return (
    <div ref={container} className="relative">
      {/* The tooltip gives way while the dropdown, which shows the same name, is open. */}
      <div className={open ? '' : 'tooltip tooltip-left'} data-tip={name}>
        <button {...triggerProps} className="btn btn-ghost btn-circle" aria-label={t('nav.accountMenu', { name })}>
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
                {t('nav.weekInMyGarden')}
              </Link>
            </li>
            <li>
              <Link to={paths.dashboard} onClick={close}>
                {t('nav.dashboard')}
              </Link>
            </li>
            {role.data?.moderates === true && (
              <li>
                <Link to={paths.moderation} onClick={close}>
                  {t('safety.moderationHeading')}
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
