import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode, SubmitEvent } from 'react';

interface SettingsCardProps {
  title: string;
  intro: string;
  saveLabel: string;
  saving: boolean;
  onSubmit: (event?: SubmitEvent<HTMLFormElement>) => void;
  testId: string;
  children: ReactNode;
}

/** One section of the owners' settings: its title and what it is for, its inputs, and its own save button. */
export function SettingsCard({ title, intro, saveLabel, saving, onSubmit, testId, children }: SettingsCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={4}>{title}</Title>
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          </div>
          {children}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={saving}>
              {saveLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
