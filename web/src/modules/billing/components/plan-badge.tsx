import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { asPlan, type Plan } from '../api/types';

export const PLAN_COLOR: Record<Plan, string> = { free: 'gray', trial: 'blue', full: 'teal' };

/** A plan's name in a badge of its colour. */
export function PlanBadge({ plan: name, ...props }: { plan: string } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation('billing');
  const plan = asPlan(name);
  return (
    <Badge variant="light" color={PLAN_COLOR[plan]} tt="none" {...props}>
      {t(`plans.${plan}`)}
    </Badge>
  );
}
