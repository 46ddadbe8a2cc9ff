import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { MAX_EXTENSIONS, type Assignment } from '../../api/course-types';
import { useAssignmentAction } from '../../api/course-assignment-action';
import { notifySuccess } from '@/components/ui/notify-success';
import { actionReasons, extendedDeadline, extensionsLeft } from './assignment-state';
import { formatDate } from './business-days';
import { StateBadge } from './state-badge';
import { TermInfo } from './term-info';
import { useCalendar } from './use-calendar';

interface ExtendDialogProps {
  opened: boolean;
  /** Kept by the caller while the dialog fades out. */
  assignment: Assignment | null;
  onClose: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function ExtendForm({ assignment, onClose }: { assignment: Assignment; onClose: () => void }) {
  const { t } = useTranslation(['config-courses', 'common']);
  const calendar = useCalendar();
  const act = useAssignmentAction();
  const [pending, setPending] = useState(false);
  const reason = actionReasons(assignment).extend;
  const deadline = calendar.pending ? null : extendedDeadline(assignment, calendar.today, calendar.holidays);
  const from = assignment.state.status === 'unassigned' || assignment.expiry_date < calendar.today ? calendar.today : assignment.expiry_date;
  const rule = assignment.state.status === 'unassigned' ? t('term.ruleReassign', { name: assignment.user.name }) : t('term.ruleExtend');

  const extend = async () => {
    setPending(true);
    try {
      const saved = await act.mutateAsync({ action: 'extend', id: assignment.id, version: assignment.version });
      notifySuccess(t('extend.done', { name: saved.user.name, date: formatDate(saved.expiry_date) }));
      onClose();
    } catch (error) {
      // The client has toasted the refusal; the list reloads, so the dialog would show a stale row.
      if (!isApiError(error)) throw error;
      onClose();
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="md" data-testid="extend-dialog">
      <SimpleGrid cols={2} spacing="sm">
        <Fact label={t('extend.user')}>
          <Text size="sm" fw={600}>
            {assignment.user.name}
          </Text>
        </Fact>
        <Fact label={t('extend.course')}>
          <Text size="sm">{assignment.course.name}</Text>
        </Fact>
        <Fact label={t('extend.state')}>
          <div>
            <StateBadge assignment={assignment} />
          </div>
        </Fact>
        <Fact label={t('extend.current')}>
          <Text size="sm">{formatDate(assignment.expiry_date)}</Text>
        </Fact>
      </SimpleGrid>
      <Text size="sm" data-testid="extensions-left">
        {t('extend.left', { count: extensionsLeft(assignment), max: MAX_EXTENSIONS })}
      </Text>
      {reason ? (
        <Alert color="orange" icon={<IconAlertTriangle size={20} />} data-testid="extend-refused">
          {t(reason)}
        </Alert>
      ) : (
        <TermInfo rule={rule} deadline={deadline} skipped={deadline ? calendar.skipped(from, deadline) : []} />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void extend()} loading={pending} disabled={reason !== null} data-testid="confirm-extend">
          {t('extend.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Extends an assignment's deadline by 15 business days, showing the rule, the new deadline and the holidays skipped. */
export function ExtendDialog({ opened, assignment, onClose }: ExtendDialogProps) {
  const { t } = useTranslation('config-courses');
  return (
    <Modal opened={opened} onClose={onClose} title={t('extend.title')} centered size="lg">
      {assignment && <ExtendForm key={`${assignment.id}-${assignment.version}`} assignment={assignment} onClose={onClose} />}
    </Modal>
  );
}
