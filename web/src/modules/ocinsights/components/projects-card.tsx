import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UsageOut } from '../api/types';
import { UsageCard } from './usage-card';
import { formatCount } from './usage-format';

const NUMERIC = { fontVariantNumeric: 'tabular-nums' } as const;

/** Actions and users per project, most active first; requests outside any project are not counted here. */
export function ProjectsCard({ usage }: { usage: UsageOut }) {
  const { t, i18n } = useTranslation('ocinsights');
  const projects = [...usage.projects].sort((a, b) => b.actions - a.actions || a.name.localeCompare(b.name));
  return (
    <UsageCard title={t('projects.title')} hint={t('projects.hint')} testId="usage-projects">
      {(titleId) =>
        projects.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="usage-projects-empty">
            {t('projects.empty')}
          </Text>
        ) : (
          <Table aria-labelledby={titleId} verticalSpacing={4} fz="sm" data-testid="usage-projects-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('projects.project')}</Table.Th>
                <Table.Th ta="right">{t('kpi.actions')}</Table.Th>
                <Table.Th ta="right">{t('modules.users')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {projects.map((project) => (
                <Table.Tr key={project.project_id}>
                  <Table.Td>{project.name}</Table.Td>
                  <Table.Td ta="right" style={NUMERIC}>
                    {formatCount(project.actions, i18n.language)}
                  </Table.Td>
                  <Table.Td ta="right" style={NUMERIC}>
                    {formatCount(project.users, i18n.language)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      }
    </UsageCard>
  );
}
