import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { useMe } from '@/lib/session';
import { canOpenSection, configSections, type SectionRoute } from '../sections';

/** Static (parameter-free) children of a section, shown as nested links (pages opened from the section are not). */
function staticChildren(children: readonly SectionRoute[] | undefined): SectionRoute[] {
  return (children ?? []).filter((child) => !child.path.includes(':') && !child.hidden);
}

/** Side navigation of /config, built from the SPEC §2 section list; sections the profile cannot open are hidden. */
export function ConfigNav() {
  const { t } = useTranslation('config');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { permissions } = useMe();

  return (
    <nav aria-label={t('title')} data-testid="config-nav">
      {configSections.filter((section) => canOpenSection(section, permissions)).map((section) => {
        const base = `/config/${section.path}`;
        const Icon = section.icon;
        const inside = pathname === base || pathname.startsWith(`${base}/`);
        const children = staticChildren(section.children);
        return (
          <NavLink
            key={section.path}
            component={RouterNavLink}
            to={base}
            end
            label={t(`sections.${section.key}.title`)}
            leftSection={<Icon size={18} stroke={1.6} />}
            active={inside && children.length === 0}
            opened={inside}
            childrenOffset={28}
            data-testid={`config-nav-${section.key}`}
            // Mantine's NavLink with children only folds on click (it prevents the link): open the section too.
            onClick={children.length > 0 ? () => void navigate(base) : undefined}
          >
            {children.length > 0
              ? children.map((child) => (
                  <NavLink
                    key={child.path}
                    component={RouterNavLink}
                    to={`${base}/${child.path}`}
                    label={t(`sections.${section.key}.children.${child.path}`)}
                  />
                ))
              : undefined}
          </NavLink>
        );
      })}
    </nav>
  );
}
