import { Select, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/lib/session';

/** The project whose Cbox is exported or filled: one of the user's projects (the active one at first). */
export function ProjectSelect({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  const { t } = useTranslation('config-connectors');
  const { projects } = useMe();
  if (projects.length === 0) {
    return (
      <Text size="sm" c="orange" data-testid="cloud-no-projects">
        {t('cloud.noProjects')}
      </Text>
    );
  }
  return (
    <Select
      label={t('cloud.project')}
      leftSection={<IconBuildingSkyscraper size={16} />}
      data={projects.map((project) => ({ value: project.id, label: project.name }))}
      value={value}
      onChange={(id) => id && onChange(id)}
      allowDeselect={false}
      searchable={projects.length > 8}
      comboboxProps={{ withinPortal: true }}
      data-testid="cloud-project"
    />
  );
}

/** The project a dialog starts on: the active one, else the first. */
export function useDefaultProject(): string | null {
  const me = useMe();
  return me.active_project_id ?? me.projects[0]?.id ?? null;
}
