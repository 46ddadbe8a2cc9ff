import { Box, Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '../../api/types';

const STEPS = ['new', 'assigned', 'in_progress', 'finished'] as const;

/** Where a status stands on the way: a postponed request stays at «in progress». */
export function stepOf(status: RequestStatus): number {
  if (status === 'postponed') return 2;
  return STEPS.indexOf(status);
}

/** The request's way as four steps, the reached ones ticked; a list for assistive technology. */
export function RequestSteps({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  const current = stepOf(status);
  return (
    <Group component="ol" gap={0} wrap="nowrap" align="flex-start" m={0} p={0} aria-label={t('request.steps')} style={{ listStyle: 'none' }} data-testid="request-steps">
      {STEPS.map((step, index) => {
        const reached = index <= current;
        return (
          <Stack key={step} component="li" gap={4} align="center" style={{ flex: 1, position: 'relative' }} aria-current={index === current ? 'step' : undefined}>
            {index > 0 && <Box pos="absolute" top={13} right="50%" w="100%" h={2} bg={reached ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'} aria-hidden style={{ zIndex: 0 }} />}
            <ThemeIcon size={28} radius="xl" variant={reached ? 'filled' : 'default'} style={{ zIndex: 1 }} aria-hidden>
              {reached ? <IconCheck size={16} /> : <Text size="xs">{index + 1}</Text>}
            </ThemeIcon>
            <Text size="xs" ta="center" fw={index === current ? 700 : 400} c={reached ? undefined : 'dimmed'} lh={1.2}>
              {t(`steps.${step}`)}
              {reached && <VisuallyHidden>{` (${t('request.reached')})`}</VisuallyHidden>}
            </Text>
          </Stack>
        );
      })}
    </Group>
  );
}
