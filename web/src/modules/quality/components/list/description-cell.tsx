import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconDiamondFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../api/types';

/** Indentation per WBS level, in pixels (a phone keeps it small). */
const INDENT = 18;

interface DescriptionCellProps {
  activity: Activity;
  /** With a filter on, rows are listed alone at their level: no indentation, no folding. */
  flat: boolean;
  collapsed: boolean;
  onToggle: (id: string) => void;
}

/** The description indented by level; a summary has a chevron to fold its subtree, a milestone a diamond. */
export function DescriptionCell({ activity, flat, collapsed, onToggle }: DescriptionCellProps) {
  const { t } = useTranslation('quality');
  const indent = flat ? 0 : (activity.level - 1) * INDENT;
  const label = collapsed ? t('list.expand', { name: activity.description }) : t('list.collapse', { name: activity.description });
  return (
    <Group gap={4} wrap="nowrap" pl={indent} miw={{ base: 130, sm: 220 }}>
      {activity.is_summary && !flat ? (
        <ActionIcon variant="subtle" color="gray" size="sm" onClick={() => onToggle(activity.id)} aria-label={label} aria-expanded={!collapsed} data-testid="toggle-summary">
          {collapsed ? <IconChevronRight size={16} /> : <IconChevronDown size={16} />}
        </ActionIcon>
      ) : (
        // Leaves line up with the summaries' text, not with their chevrons.
        !flat && <span style={{ width: 22, flexShrink: 0 }} aria-hidden />
      )}
      {activity.milestone && (
        <Tooltip label={t('list.milestone')}>
          <IconDiamondFilled size={12} aria-label={t('list.milestone')} style={{ flexShrink: 0, color: 'var(--mantine-color-violet-6)' }} />
        </Tooltip>
      )}
      <Text size="sm" fw={activity.is_summary ? 700 : undefined} lineClamp={2} title={activity.description} style={{ overflowWrap: 'anywhere' }}>
        {activity.description}
      </Text>
    </Group>
  );
}
