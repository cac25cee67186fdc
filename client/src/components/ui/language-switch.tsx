import { Form, useLocation } from 'react-router';
import { paths } from '#app/config/paths';
import { useLanguage, useT } from '#app/i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGES } from '#app/i18n/languages';

/**
 * The footer's language switch: one button per language, each named in its own language. A plain
 * form to the language route (it works before the page's JavaScript runs); with it, the page is
 * drawn again in place with the new catalogue.
 */
export function LanguageSwitch() {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action={paths.language} className="space-y-2" aria-labelledby="language-switch-heading">
      <h2 id="language-switch-heading" className="font-semibold">
        {t('footer.language')}
      </h2>
      <input type="hidden" name="returnTo" value={pathname + search} />
      <LanguageButtons className="join" buttonClassName="join-item" />
    </Form>
  );
}

/**
 * One submit button per language, named in its own language, the current one pressed: inside a
 * form that posts to the language route (the footer's switch, the profile's panel).
 */
export function LanguageButtons({ className, buttonClassName = '' }: { className: string; buttonClassName?: string }) {
  const current = useLanguage();
  return (
    <div className={className}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="submit"
          name="language"
          value={language}
          lang={language}
          aria-pressed={language === current}
          className={`btn btn-sm ${buttonClassName} ${language === current ? 'btn-primary' : 'btn-outline'}`}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
