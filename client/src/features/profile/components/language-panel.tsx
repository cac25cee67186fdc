import { Form, useLocation } from 'react-router';
import { TitledSection } from '../../../components/ui/titled-section';
import { paths } from '../../../config/paths';
import { useLanguage, useT } from '../../../i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../i18n/languages';

/**
 * The member's language on the profile page (issue 39): kept with their record through the
 * language route, so it applies on every browser they sign in on. A plain form: no JavaScript needed.
 */
export function LanguagePanel() {
  const t = useT();
  const current = useLanguage();
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
        <div className="flex flex-wrap gap-2">
          {LANGUAGES.map((language) => (
            <button
              key={language}
              type="submit"
              name="language"
              value={language}
              lang={language}
              aria-pressed={language === current}
              className={`btn btn-sm ${language === current ? 'btn-primary' : 'btn-outline'}`}
            >
              {LANGUAGE_NAMES[language]}
            </button>
          ))}
        </div>
      </Form>
    </TitledSection>
  );
}
