import { Button, Divider, Group, Stack, Text, UnstyledButton, Collapse } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconLink, IconUnlink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useActivityElements } from '../../api/fourd-activity-elements';
import { useLinkElements } from '../../api/fourd-link-elements';
import { ActivityPicker, type PickedActivity } from './activity-picker';
import { RuleForm } from './rule-form';

interface LinkPanelProps {
  projectId: string;
  modelId: string;
  /** The element selected in the viewer. */
  selected: string | null;
}

/**
 * Linking the model to the schedule: choose an activity, then link the selected element to it (or unlink it), or
 * link every element matching a rule. Shows how many elements of this model the activity has.
 */
export function LinkPanel({ projectId, modelId, selected }: LinkPanelProps) {
  const { t } = useTranslation('quality-bim');
  const [activity, setActivity] = useState<PickedActivity | null>(null);
  const [ruleOpen, setRuleOpen] = useState(false);
  const linked = useActivityElements(projectId, activity?.id ?? null, modelId);
  const link = useLinkElements(projectId);
  const ids = linked.data?.global_ids;
  const isLinked = selected !== null && (ids?.includes(selected) ?? false);

  const change = (mode: 'add' | 'remove') => {
    if (!activity || !selected) return;
    link.mutate(
      { activityId: activity.id, modelId, globalIds: [selected], mode },
      { onSuccess: () => notifySuccess(mode === 'add' ? t('link.linked') : t('link.unlinked')) },
    );
  };

  return (
    <Stack gap="xs" data-testid="fourd-link-panel">
      <Text size="sm" fw={600}>
        {t('link.title')}
      </Text>
      <ActivityPicker projectId={projectId} value={activity} onChange={setActivity} />
      {activity && (
        <Text size="xs" c="dimmed" data-testid="fourd-linked-count" data-count={ids?.length ?? ''}>
          {ids ? t('link.count', { count: ids.length }) : t('link.countLoading')}
        </Text>
      )}
      <Stack gap={6}>
        <Button
          size="xs"
          fullWidth
          leftSection={<IconLink size={14} />}
          disabled={!activity || !selected || isLinked}
          loading={link.isPending && link.variables.mode === 'add'}
          onClick={() => change('add')}
        >
          {t('link.add')}
        </Button>
        <Button
          size="xs"
          fullWidth
          variant="default"
          leftSection={<IconUnlink size={14} />}
          disabled={!activity || !selected || !isLinked}
          loading={link.isPending && link.variables.mode === 'remove'}
          onClick={() => change('remove')}
        >
          {t('link.remove')}
        </Button>
      </Stack>
      {!selected && (
        <Text size="xs" c="dimmed">
          {t('link.pickElement')}
        </Text>
      )}
      <Divider />
      <UnstyledButton onClick={() => setRuleOpen((open) => !open)} aria-expanded={ruleOpen} data-testid="fourd-rule-toggle">
        <Group gap={4}>
          {ruleOpen ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          <Text size="sm" fw={600}>
            {t('rule.title')}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={ruleOpen}>
        <RuleForm projectId={projectId} modelId={modelId} activityId={activity?.id ?? null} />
      </Collapse>
    </Stack>
  );
}
