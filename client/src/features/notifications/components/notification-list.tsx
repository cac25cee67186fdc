import type { Notification } from '@green-circle/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '#app/components/ui/avatar';
import { LineIcon } from '#app/components/ui/line-icons';
import { MORE_ICONS } from '#app/components/ui/line-icons-more';
import { TimeAgo } from '#app/components/ui/time-ago';
import { useLanguage, useT } from '#app/i18n/i18n';
import { notificationText } from '../notification-text';

/** Newest first; an entry unread when the page opened keeps its mark, so the reader sees what is new. */
export function NotificationList({
  notifications,
  tipPath,
  gardenerPath,
  answer,
}: {
  notifications: Notification[];
  tipPath: (id: string) => string;
  gardenerPath: (authorId: string) => string;
  /** What a notification can be answered with in place (a plan's "Did it work?": the page passes it in). */
  answer?: (notification: Notification) => ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
      {notifications.map((n) => {
        const actor = n.actors[0];
        const target = n.questionId
          ? `/questions/${n.questionId}`
          : n.tipId
            ? tipPath(n.tipId)
            : actor
              ? gardenerPath(actor.authorId)
              : null;
        const text = notificationText(n, t, language);
        return (
          <li key={n._id} className={`flex items-start gap-3 p-3 sm:p-4 ${n.read ? '' : 'bg-primary/5'}`}>
            {actor ? (
              <Avatar
                src={actor.authorPhotoURL}
                name={actor.displayName}
                label=""
                ring={false}
                className="h-10 w-10 text-sm"
              />
            ) : (
              <span
                className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-base-200"
                aria-hidden="true"
              >
                {/* A reminder's clock; a moderation notice's shield (no moderator is named). */}
                <LineIcon
                  name={n.kind === 'reminder' || n.kind === 'planFollowUp' ? MORE_ICONS.clock : MORE_ICONS.shield}
                  className="h-5 w-5"
                />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="break-words">
                {target ? (
                  <Link to={target} className="link link-hover">
                    {text}
                  </Link>
                ) : (
                  text
                )}
              </p>
              <p className="text-xs opacity-80">
                <TimeAgo iso={n.createdAt} />
                {!n.read && <span className="badge badge-primary badge-xs ml-2">{t('notifications.new')}</span>}
              </p>
              {answer?.(n)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
