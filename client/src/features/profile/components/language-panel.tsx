import { Form, useLocation } from 'react-router';
import { LanguageButtons } from '#app/components/ui/language-switch';
import { TitledSection } from '#app/components/ui/titled-section';
import { paths } from '#app/config/paths';
import { useT } from '#app/i18n/i18n';

/**
 * The member's language on the profile page (issue 39): kept with their record through the
 * language route, so it applies on every browser they sign in on. A plain form: no JavaScript needed.
 */
export function LanguagePanel() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <TitledSection
      id="language"
      title={t('profile.languageHeading')}
      className="card mx-auto w-full max-w-lg border border-base-300 bg-base-100 shadow-md"
      headingClassName="card-title px-6 pt-6"
    >
      <Form method="post" action={paths.language} className="card-body gap-3 pt-2">
        <p className="text-sm text-base-content/80">{t('profile.languageHint')}</p>
        <input type="hidden" name="returnTo" value={`${pathname}#language`} />
        <LanguageButtons className="flex flex-wrap gap-2" />
      </Form>
    </TitledSection>
  );
}
