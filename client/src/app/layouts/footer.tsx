import { Link } from 'react-router';
import { LineIcon, type LineIconName } from '../../components/ui/line-icons';
import { paths } from '../../config/paths';

const SUPPORT_EMAIL = 'support@greencircle.garden';
const PHONE = '+1 (555) 014-2025';

const socialLinks: Array<{ label: string; href: string; icon: LineIconName }> = [
  {
    label: 'Green Circle on Facebook',
    href: 'https://www.facebook.com/',
    icon: 'facebook',
  },
  {
    label: 'Green Circle on Instagram',
    href: 'https://www.instagram.com/',
    icon: 'instagram',
  },
  {
    label: 'Green Circle on X',
    href: 'https://x.com/',
    icon: 'x',
  },
];

export function Footer() {
  return (
    <footer id="about" className="border-t border-base-300 bg-base-200 text-base-content">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Link to={paths.home} className="inline-flex items-center gap-2 text-xl font-bold">
            <img src="/images/logo.svg" alt="" width="32" height="32" className="h-8 w-8" fetchPriority="low" />
            Green Circle
          </Link>
          <p className="text-sm text-base-content/80">
            Growing together with nature... A community of gardeners and eco-lovers sharing what works, season after
            season.
          </p>
        </div>

        <address id="contact" className="space-y-2 not-italic">
          <h2 className="font-semibold">Contact</h2>
          <p className="text-sm">
            Phone:{' '}
            <a className="link link-hover" href={`tel:${PHONE.replace(/[^+\d]/g, '')}`}>
              {PHONE}
            </a>
          </p>
          <p className="text-sm">
            Support:{' '}
            <a className="link link-hover break-all" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
          </p>
        </address>

        <nav aria-label="Legal" className="space-y-2">
          <h2 className="font-semibold">Legal</h2>
          <ul className="space-y-1 text-sm">
            <li>
              <Link className="link link-hover" to={paths.terms}>
                Terms &amp; Conditions
              </Link>
            </li>
            <li>
              <Link className="link link-hover" to={paths.policy}>
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>

        <div className="space-y-2">
          <h2 className="font-semibold">Follow us</h2>
          <ul className="flex gap-2">
            {socialLinks.map((social) => (
              <li key={social.href}>
                <a
                  href={social.href}
                  aria-label={social.label}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn btn-circle btn-ghost"
                >
                  <LineIcon name={social.icon} className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {/* The server's year and the reader's differ for a few hours at New Year. */}
      <p className="border-t border-base-300 py-4 text-center text-sm text-base-content/80" suppressHydrationWarning>
        © {new Date().getFullYear()} Green Circle. All rights reserved.
      </p>
    </footer>
  );
}
