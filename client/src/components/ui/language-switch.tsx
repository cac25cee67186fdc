import { Form, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useLanguage, useT } from '../../i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages';

/**
 * The footer's language switch: one button per language, each named in its own language. A plain
 * form to the language route (it works before the page's JavaScript runs); with it, the page is
 * drawn again in place with the new catalogue.
 */
export function LanguageSwitch() {
  const t = useT();
  const current = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action={paths.language} className="space-y-2" aria-labelledby="language-switch-heading">
      <h2 id="language-switch-heading" className="font-semibold">
        {t('footer.language')}
      </h2>
      <input type="hidden" name="returnTo" value={pathname + search} />
      <div className="join">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="submit"
            name="language"
            value={language}
            lang={language}
            aria-pressed={language === current}
            className={`btn join-item btn-sm ${language === current ? 'btn-primary' : 'btn-outline'}`}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </div>
    </Form>
  );
}
