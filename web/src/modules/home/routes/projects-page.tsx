import { Group, Pagination, SegmentedControl, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { useMe, useUpdatePreferences } from '@/lib/session';
import { useGridMode } from '@/lib/storage';
import { useProjects } from '../api/get-projects';
import { ProjectCards } from '../components/project-cards';
import { ProjectsTable, type ProjectSort } from '../components/projects-table';

const PAGE_SIZE = 20;

/** /home/proyectos: the user's projects as a list or cards, searched on the server, with "make active". */
export function ProjectsPage() {
  useHelpKey('home.projects');
  const { t } = useTranslation('home');
  const me = useMe();
  const preferences = useUpdatePreferences();
  const [grid, setGrid] = useGridMode('home');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ProjectSort>({ columnAccessor: 'name', direction: 'asc' });
  const projects = useProjects({
    page,
    rowsPerPage: PAGE_SIZE,
    sortBy: sort.columnAccessor,
    descending: sort.direction === 'desc',
    search: debounced,
  });
  const result = projects.data;
  const activate = (id: string) => preferences.mutate({ active_project_id: id });
  const shared = {
    projects: result?.data ?? [],
    activeId: me.active_project_id ?? null,
    activatingId: preferences.isPending ? (preferences.variables.active_project_id ?? null) : null,
    onActivate: activate,
  };

  return (
    <>
      <PageHeader
        title={t('projects.title')}
        description={t('projects.description')}
        actions={
          <Group gap="sm" wrap="nowrap">
            <TextInput
              aria-label={t('projects.search')}
              placeholder={t('projects.search')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              data-testid="projects-search"
              w={{ base: 180, sm: 260 }}
            />
            <Tooltip label={t('projects.viewMode')}>
              <SegmentedControl
                aria-label={t('projects.viewMode')}
                data-testid="grid-mode-toggle"
                value={grid ? 'grid' : 'list'}
                onChange={(value) => setGrid(value === 'grid')}
                data={[
                  { value: 'list', label: <IconList size={16} aria-label={t('projects.list')} /> },
                  { value: 'grid', label: <IconLayoutGrid size={16} aria-label={t('projects.cards')} /> },
                ]}
              />
            </Tooltip>
          </Group>
        }
      />
      {grid ? (
        <>
          <ProjectCards {...shared} loading={projects.isLoading} />
          {result && result.total > PAGE_SIZE && (
            <Group justify="center" mt="lg">
              <Pagination total={Math.ceil(result.total / PAGE_SIZE)} value={page} onChange={setPage} />
            </Group>
          )}
        </>
      ) : (
        <ProjectsTable
          {...shared}
          fetching={projects.isFetching}
          page={page}
          pageSize={PAGE_SIZE}
          total={result?.total ?? 0}
          onPageChange={setPage}
          sort={sort}
          onSortChange={setSort}
        />
      )}
    </>
  );
}
