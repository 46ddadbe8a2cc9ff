import { MultiSelect, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProjectOptions } from '../../api/get-project-options';
import { roleErrors } from './plan-errors';
import type { ImportWizard } from './use-import-wizard';
import { positionKey, projectsOf, withRole } from './wizard-state';

/** Step 4: the projects of each position's users; the projects of step 1 until changed here. */
export function RoleProjectsStep({ wizard }: { wizard: ImportWizard }) {
  const { t } = useTranslation('config-import');
  const projects = useProjectOptions();
  const { roles, projectIds } = wizard.choices;
  const refused = roleErrors(wizard.refusal.errors, wizard.refusal.plan);
  const options = (projects.data ?? []).map((project) => ({ value: project.id, label: project.name }));

  return (
    <Stack gap="md" data-testid="import-step-role-projects">
      <Text size="sm">{t('roleProjects.intro')}</Text>
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder verticalSpacing="sm" data-testid="import-role-projects">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('roleProjects.columns.position')}</Table.Th>
              <Table.Th ta="center">{t('roleProjects.columns.rows')}</Table.Th>
              <Table.Th w="55%">{t('roleProjects.columns.projects')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {wizard.positions.map((position) => {
              const chosen = projectsOf(roles, position.name, projectIds);
              const missing = wizard.attempted && chosen.length === 0;
              return (
                <Table.Tr key={positionKey(position.name)} data-testid="import-role-projects-row">
                  <Table.Td fw={600}>{position.name}</Table.Td>
                  <Table.Td ta="center">{position.rows}</Table.Td>
                  <Table.Td>
                    <MultiSelect
                      aria-label={t('roleProjects.label', { position: position.name })}
                      data={options}
                      value={chosen}
                      searchable
                      disabled={!position.position_id}
                      onChange={(ids) => wizard.change((current) => ({ ...current, roles: withRole(current.roles, position.name, { projectIds: ids }) }))}
                      error={missing ? t('roleProjects.required') : refused[positionKey(position.name)]?.projects}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
