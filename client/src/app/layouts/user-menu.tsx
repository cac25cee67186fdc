import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { useDismiss } from '../../components/ui/use-dismiss';
import { paths } from '../../config/paths';
import type { MemberSummary } from '../../lib/auth-provider';
import { useLogout } from './logout';

/** The profile photo (tooltip: the display name) opening a dropdown with Dashboard and Logout. */
export function UserMenu({ member }: { member: MemberSummary }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const logout = useLogout('main');
  useDismiss(open, close, container, trigger);

  const name = member.displayName || 'Member';

  return (
    <div ref={container} className="relative">
      {/* The tooltip gives way while the dropdown, which shows the same name, is open. */}
      <div className={open ? '' : 'tooltip tooltip-left'} data-tip={name}>
        <button
          ref={trigger}
          type="button"
          className="btn btn-ghost btn-circle"
          aria-label={`Account menu for ${name}`}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <Avatar src={member.photoURL} name={name} className="h-9 w-9" />
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
              <Link to={paths.dashboard} onClick={close}>
                Dashboard
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                Logout
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
