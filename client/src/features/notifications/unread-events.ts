/** Fired on window when the unread count is known to have changed (the notifications page marked them read). */
const UNREAD_CHANGED = 'gc:unread-changed';

export function announceUnread(count: number): void {
  window.dispatchEvent(new CustomEvent<number>(UNREAD_CHANGED, { detail: count }));
}

export function onUnreadChanged(listener: (count: number) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<number>).detail);
  window.addEventListener(UNREAD_CHANGED, handle);
  return () => window.removeEventListener(UNREAD_CHANGED, handle);
}
