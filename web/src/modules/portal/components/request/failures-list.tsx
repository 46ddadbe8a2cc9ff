import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../api/types';

/** Where a failure is: «Baño › Lavamanos › Sifón: Filtración». */
export function failurePlace(failure: Failure): string {
  const path = [failure.area_name, failure.place_name, failure.item_name].filter(Boolean).join(' › ');
  return failure.issue_name ? `${path}: ${failure.issue_name}` : path;
}

/** The failures the after-sales team registered, read only. */
export function FailuresList({ failures }: { failures: Failure[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="failures">
      {failures.map((failure) => (
        <Card key={failure.id} withBorder radius="md" padding="sm" data-testid="failure">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Stack gap={2} miw={0}>
              <Text size="sm" fw={600}>
                {t('request.failureTitle', { number: failure.number, place: failurePlace(failure) })}
              </Text>
              {failure.detail && (
                <Text size="sm" c="dimmed">
                  {failure.detail}
                </Text>
              )}
            </Stack>
            <Badge variant="light" color="gray" style={{ flex: 'none' }}>
              {t(`failureStatus.${failure.status}`, { defaultValue: failure.status })}
            </Badge>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
