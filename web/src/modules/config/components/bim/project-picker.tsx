import { Select } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from '@/lib/session';

/** The project whose models are shown: one of the user's projects. */
export function ProjectPicker({ projects, value, onChange }: { projects: readonly NamedRef[]; value: string | null; onChange: (id: string) => void }) {
  const { t } = useTranslation('config-bim');
  return (
    <Select
      aria-label={t('project.label')}
      placeholder={t('project.label')}
      leftSection={<IconBuildingSkyscraper size={16} />}
      data={projects.map((project) => ({ value: project.id, label: project.name }))}
      value={value}
      onChange={(id) => id && onChange(id)}
      allowDeselect={false}
      searchable={projects.length > 8}
      w={{ base: '100%', xs: 260 }}
      data-testid="bim-project"
    />
  );
}
