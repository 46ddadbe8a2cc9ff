import { MultiSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProjectOptions } from '../../api/get-project-options';
import type { ImportWizard } from './use-import-wizard';

/** Step 1: the projects every imported user gets (step 4 may change them per position). At least one. */
export function ProjectsStep({ wizard }: { wizard: ImportWizard }) {
  const { t } = useTranslation('config-import');
  const projects = useProjectOptions();
  const { projectIds } = wizard.choices;
  const missing = wizard.attempted && projectIds.length === 0;

  return (
    <Stack gap="md" data-testid="import-step-projects">
      <Text size="sm">{t('projects.intro')}</Text>
      <MultiSelect
        label={t('projects.label')}
        placeholder={projectIds.length === 0 ? t('projects.placeholder') : undefined}
        data={(projects.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
        value={projectIds}
        onChange={(ids) => wizard.change((current) => ({ ...current, projectIds: ids }))}
        searchable
        clearable
        withAsterisk
        nothingFoundMessage={t('projects.empty')}
        error={missing ? t('projects.required') : wizard.refusal.errors.project_ids?.[0]}
        maw={560}
      />
    </Stack>
  );
}
