import { Button, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCalendarStats, IconChevronDown, IconFileExport, IconFileImport, IconFlag, IconPlus, IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { scheduleExportUrl } from '../../api/export-schedule';
import { useSaveBaseline } from '../../api/save-baseline';
import type { QualityRights } from '../use-quality-rights';

interface ScheduleToolbarProps {
  rights: QualityRights;
  onCreate: () => void;
  onStages: () => void;
  onImport: () => void;
}

/** The list's actions: new activity, stages, and the schedule's menu (import, save the baseline, export). */
export function ScheduleToolbar({ rights, onCreate, onStages, onImport }: ScheduleToolbarProps) {
  const { t } = useTranslation(['quality', 'common']);
  const baseline = useSaveBaseline(rights.projectId);

  const confirmBaseline = () =>
    modals.openConfirmModal({
      title: t('baseline.title'),
      centered: true,
      children: <Text size="sm">{t('baseline.body')}</Text>,
      labels: { confirm: t('baseline.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { 'data-testid': 'baseline-confirm' },
      onConfirm: () =>
        void baseline.mutateAsync().then(
          () => notifySuccess(t('baseline.saved')),
          () => undefined, // the toast already said why
        ),
    });

  return (
    <>
      {rights.canEdit && (
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate} data-testid="new-activity">
          {t('toolbar.new')}
        </Button>
      )}
      <Button variant="default" leftSection={<IconStack2 size={16} />} onClick={onStages} data-testid="open-stages">
        {t('toolbar.stages')}
      </Button>
      <Menu position="bottom-end" withinPortal shadow="md" width={260}>
        <Menu.Target>
          <Button variant="default" leftSection={<IconCalendarStats size={16} />} rightSection={<IconChevronDown size={14} />} loading={baseline.isPending} data-testid="open-schedule-menu">
            {t('toolbar.schedule')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {rights.canEdit && (
            <>
              <Menu.Item leftSection={<IconFileImport size={16} />} onClick={onImport} data-testid="open-import">
                {t('toolbar.import')}
              </Menu.Item>
              <Menu.Item leftSection={<IconFlag size={16} />} onClick={confirmBaseline} data-testid="save-baseline">
                {t('toolbar.baseline')}
              </Menu.Item>
              <Menu.Divider />
            </>
          )}
          <Menu.Label>{t('toolbar.export')}</Menu.Label>
          <Menu.Item component="a" href={scheduleExportUrl(rights.projectId, 'mspdi')} download leftSection={<IconFileExport size={16} />} data-testid="export-mspdi">
            {t('toolbar.exportMspdi')}
          </Menu.Item>
          <Menu.Item component="a" href={scheduleExportUrl(rights.projectId, 'xer')} download leftSection={<IconFileExport size={16} />} data-testid="export-xer">
            {t('toolbar.exportXer')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
