import { Button, Stack, Tabs } from '@mantine/core';
import { IconCertificate, IconListCheck, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { AssignDialog } from '../components/courses/assign-dialog';
import { AssignmentsPanel } from '../components/courses/assignments-panel';
import { CoursesCatalogue } from '../components/courses/courses-catalogue';
import { SectionHeader } from '../components/section-header';

/** The tab travels in the URL (`?vista=catalogo`), so a reload or a shared link opens the same one. */
const VIEW = 'vista';
type View = 'asignaciones' | 'catalogo';

/**
 * /config/cursos: who has which course and until when (15 business days, up to two extensions), with the assign,
 * extend, unassign and complete actions; and the course catalogue.
 */
export default function CoursesPage() {
  useHelpKey('config-courses.courses');
  const { t } = useTranslation(['config-courses', 'config']);
  const [params, setParams] = useSearchParams();
  const view: View = params.get(VIEW) === 'catalogo' ? 'catalogo' : 'asignaciones';
  const [assigning, setAssigning] = useState<{ opened: boolean; courseId: string | null }>({ opened: false, courseId: null });
  const openAssign = (courseId: string | null) => setAssigning({ opened: true, courseId });

  return (
    <Stack gap="lg" data-testid="courses-page">
      <SectionHeader
        title={t('config:sections.cursos.title')}
        description={t('config:sections.cursos.description')}
        actions={
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => openAssign(null)} data-testid="assign-course">
            {t('assign.open')}
          </Button>
        }
      />
      <Tabs value={view} onChange={(next) => setParams(next === 'catalogo' ? { [VIEW]: next } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="asignaciones" leftSection={<IconListCheck size={16} />}>
            {t('tabs.assignments')}
          </Tabs.Tab>
          <Tabs.Tab value="catalogo" leftSection={<IconCertificate size={16} />}>
            {t('tabs.catalogue')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="asignaciones">
          <AssignmentsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="catalogo">
          <CoursesCatalogue onAssign={(course) => openAssign(course.id)} />
        </Tabs.Panel>
      </Tabs>
      <AssignDialog opened={assigning.opened} courseId={assigning.courseId} onClose={() => setAssigning((state) => ({ ...state, opened: false }))} onAssigned={() => setParams({}, { replace: true })} />
    </Stack>
  );
}
