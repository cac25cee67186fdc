import { useNavigation } from 'react-router';
import { useT } from '#app/i18n/i18n';

/** A thin bar at the top while the next page's code or data loads. */
export function NavigationProgress() {
  const t = useT();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <progress
      className="progress progress-primary fixed inset-x-0 top-0 z-50 h-1 w-full rounded-none"
      aria-label={t('progress.loadingPage')}
    />
  );
}
