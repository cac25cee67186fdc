import { EXPERTS } from '../data/experts';
import { HomeSection } from '#app/components/ui/home-section';
import { LineIcon, type IconRef } from '#app/components/ui/line-icons';
import { MORE_ICONS } from '#app/components/ui/line-icons-more';
import { useT } from '#app/i18n/i18n';

export function Experts() {
  const t = useT();
  return (
    <HomeSection id="meet-experts" titleKey="home.expertsTitle" introKey="home.expertsIntro" className="bg-base-200">
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {EXPERTS.map((expert) => {
          const links: Array<{ href: string; label: string; icon: IconRef }> = [
            { href: expert.facebook, label: 'Facebook', icon: 'facebook' },
            { href: expert.linkedin, label: 'LinkedIn', icon: MORE_ICONS.linkedin },
            { href: expert.twitter, label: 'Twitter', icon: 'x' },
          ];
          return (
            <li key={expert.name} className="card border border-base-300 bg-base-100 shadow-sm">
              <div className="card-body items-center gap-2 p-6 text-center">
                <img
                  src={expert.img}
                  alt={t('home.expertPortrait', { name: expert.name })}
                  loading="lazy"
                  className="mb-2 h-32 w-32 rounded-full object-cover ring-4 ring-green-600/30"
                />
                <h3 className="text-xl font-bold">{expert.name}</h3>
                <p className="font-medium">{t(`expert.${expert.role}`)}</p>
                <p className="badge badge-success">
                  {t('home.expertExperience', { experience: t('home.yearsPlus', { n: expert.years }) })}
                </p>
                <ul className="mt-2 flex gap-2">
                  {links.map(({ href, label, icon }) => (
                    <li key={label}>
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('home.expertOn', { name: expert.name, network: label })}
                        className="btn btn-circle btn-ghost btn-sm"
                      >
                        <LineIcon name={icon} className="h-5 w-5" />
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
