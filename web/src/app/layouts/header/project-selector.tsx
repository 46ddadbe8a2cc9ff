import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMe, useUpdatePreferences } from '@/lib/session';

/** Active project of the session (PUT /api/me/preferences); project-scoped data refetches after a change. */
/** `inNavbar`: the copy shown in the mobile navigation drawer, where the header has no room for it. */
export function ProjectSelector({ inNavbar = false }: { inNavbar?: boolean }) {
  const me = useMe();
  const { t } = useTranslation();
  const preferences = useUpdatePreferences();
  const data = me.projects.map((project) => ({ value: project.id, label: project.name }));

  const change = (id: string | null) => {
    if (!id || id === me.active_project_id) return;
    preferences.mutate(
      { active_project_id: id },
      {
        onSuccess: (next) => {
          const name = next.projects.find((project) => project.id === id)?.name ?? '';
          notifications.show({ color: 'teal', message: t('shell.projectChanged', { name }) });
        },
      },
    );
  };

  return (
    <Select
      aria-label={t('shell.activeProject')}
      data-testid={inNavbar ? 'project-selector-mobile' : 'project-selector'}
      placeholder={me.projects.length === 0 ? t('shell.noProjects') : t('shell.activeProject')}
      data={data}
      value={me.active_project_id}
      onChange={change}
      disabled={preferences.isPending || data.length === 0}
      searchable={data.length > 8}
      allowDeselect={false}
      leftSection={<IconBuildingSkyscraper size={16} />}
      w={inNavbar ? '100%' : { base: 160, sm: 240, md: 300 }}
      visibleFrom={inNavbar ? undefined : 'xs'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
