import { Link } from 'react-router';
import { paths } from '../../config/paths';

const SUPPORT_EMAIL = 'support@greencircle.garden';
const PHONE = '+1 (555) 014-2025';

const socialLinks = [
  {
    label: 'Green Circle on Facebook',
    href: 'https://www.facebook.com/',
    icon: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  },
  {
    label: 'Green Circle on Instagram',
    href: 'https://www.instagram.com/',
    icon: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
  {
    label: 'Green Circle on X',
    href: 'https://x.com/',
    icon: 'M4 4h4.5l4 5.6L17 4h3l-6.1 7.4L20.5 20H16l-4.3-6-5 6H4l6.4-7.6z',
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
                  <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
                    <path d={social.icon} />
                  </svg>
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
