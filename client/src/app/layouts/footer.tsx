import { Link } from 'react-router';
import { LineIcon, type LineIconName } from '#app/components/ui/line-icons';
import { paths } from '#app/config/paths';
import { useT } from '#app/i18n/i18n';
import { LanguageSwitch } from '#app/components/ui/language-switch';

const SUPPORT_EMAIL = 'support@greencircle.garden';
const PHONE = '+1 (555) 014-2025';

// The networks' own names, the same in every language.
const socialLinks: Array<{ network: string; href: string; icon: LineIconName }> = [
  { network: 'Facebook', href: 'https://www.facebook.com/', icon: 'facebook' },
  { network: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
  { network: 'X', href: 'https://x.com/', icon: 'x' },
];

/** `year`: the copyright's year; the reader's clock unless a test sets it. */
export function Footer({ year = new Date().getFullYear() }: { year?: number } = {}) {
  const t = useT();
  return (
    <footer id="about" className="border-t border-base-300 bg-base-200 text-base-content">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Link to={paths.home} className="inline-flex items-center gap-2 text-xl font-bold">
            <img src="/images/logo.svg" alt="" width="32" height="32" className="h-8 w-8" fetchPriority="low" />
            Green Circle
          </Link>
          <p className="text-sm text-base-content/80">{t('footer.tagline')}</p>
        </div>

        <address id="contact" className="space-y-2 not-italic">
          <h2 className="font-semibold">{t('footer.contact')}</h2>
          <p className="text-sm">
            {t('footer.phone')}{' '}
            <a className="link link-hover" href={`tel:${PHONE.replace(/[^+\d]/g, '')}`}>
              {PHONE}
            </a>
          </p>
          <p className="text-sm">
            {t('footer.support')}{' '}
            <a className="link link-hover break-all" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
          </p>
        </address>

        <nav aria-label={t('footer.legal')} className="space-y-2">
          <h2 className="font-semibold">{t('footer.legal')}</h2>
          <ul className="space-y-1 text-sm">
            <li>
              <Link className="link link-hover" to={paths.terms}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link className="link link-hover" to={paths.policy}>
                {t('footer.policy')}
              </Link>
            </li>
          </ul>
        </nav>

        <div className="space-y-2">
          <h2 className="font-semibold">{t('footer.followUs')}</h2>
          <ul className="flex gap-2">
            {socialLinks.map((social) => (
              <li key={social.href}>
                <a
                  href={social.href}
                  aria-label={t('footer.onNetwork', { network: social.network })}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn btn-circle btn-ghost"
                >
                  <LineIcon name={social.icon} className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
          <LanguageSwitch />
        </div>
      </div>
      {/* The server's year and the reader's differ for a few hours at New Year. */}
      <p className="border-t border-base-300 py-4 text-center text-sm text-base-content/80" suppressHydrationWarning>
        {t('footer.rights', { year })}
      </p>
    </footer>
  );
}
