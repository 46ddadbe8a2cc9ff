import { Center, List, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCube } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BimModel } from '../../api/types';
import { ModelStateBadge } from '../picker/model-state-badge';

/**
 * A model without any available file yet: still uploading or processing (with its progress), failed (with each
 * file's reason), or without files at all.
 */
export function ModelUnavailable({ model }: { model: BimModel }) {
  const { t } = useTranslation('bim');
  const failed = model.files.filter((file) => file.state === 'failed');
  const working = model.files.length > 0 && failed.length < model.files.length;
  let message: string;
  if (model.files.length === 0) message = t('unavailable.noFiles');
  else if (working) message = t('unavailable.processing', { progress: Math.round(model.progress) });
  else message = t('unavailable.failed');
  return (
    <Center h="100%" w="100%" p="xl">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconCube size={30} />
        </ThemeIcon>
        <Title order={3}>{t('unavailable.title', { name: model.model_name })}</Title>
        <ModelStateBadge model={model} />
        <Text c="dimmed">{message}</Text>
        {working && <Progress w="100%" value={model.progress} aria-label={message} animated />}
        {failed.length > 0 && (
          <List size="sm" ta="left">
            {failed.map((file) => (
              <List.Item key={file.id}>{t('unavailable.fileError', { file: file.name, error: file.error ?? '' })}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Center>
  );
}
