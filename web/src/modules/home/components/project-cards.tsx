import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../api/types';
import { ActiveProjectButton } from './active-project-button';

interface ProjectCardsProps {
  projects: Project[];
  activeId: string | null;
  activatingId: string | null;
  onActivate: (id: string) => void;
  loading: boolean;
}

export function ProjectCards({ projects, activeId, activatingId, onActivate, loading }: ProjectCardsProps) {
  const { t } = useTranslation('home');
  if (loading) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={150} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (projects.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('projects.empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} data-testid="project-cards">
      {projects.map((project) => (
        <Card key={project.id} withBorder radius="md" padding="lg" data-testid="project-card">
          <Stack gap="xs" h="100%" justify="space-between">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700} lineClamp={2}>
                  {project.name}
                </Text>
                {project.is_example && (
                  <Badge size="xs" variant="outline" color="grape" style={{ flexShrink: 0, overflow: 'visible' }}>
                    {t('projects.example')}
                  </Badge>
                )}
              </Group>
              {project.code && (
                <Text size="xs" c="dimmed">
                  {project.code}
                </Text>
              )}
              {(project.city ?? project.address) && (
                <Group gap={4} wrap="nowrap">
                  <IconMapPin size={14} />
                  <Text size="sm" c="dimmed" truncate>
                    {[project.address, project.city].filter(Boolean).join(', ')}
                  </Text>
                </Group>
              )}
            </Stack>
            <Group justify="space-between" mt="sm">
              <Text size="xs" c="dimmed">
                {project.group?.name ?? ''}
              </Text>
              <ActiveProjectButton
                projectId={project.id}
                name={project.name}
                active={project.id === activeId}
                loading={activatingId === project.id}
                onActivate={onActivate}
              />
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
