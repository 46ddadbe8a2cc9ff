import { Button, FileButton, Group, Pill, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { formatBytes } from '@/lib/format';
import { useCoreTranslation } from '../ticket-core';

interface AttachmentPickerProps {
  files: File[];
  onPick: (files: File[]) => void;
  onRemove: (file: File) => void;
  /** Client-side refusals and the server's `files` error. */
  problems: string[];
  max: number;
  disabled?: boolean;
}

/** "Adjuntar archivos" and the chosen files as removable pills; what was refused, and why, underneath. */
export function AttachmentPicker({ files, onPick, onRemove, problems, max, disabled = false }: AttachmentPickerProps) {
  const { t, i18n } = useCoreTranslation();
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <FileButton onChange={onPick} multiple disabled={disabled || files.length >= max}>
          {(props) => (
            <Button {...props} variant="default" size="xs" leftSection={<IconPaperclip size={14} />} disabled={disabled || files.length >= max}>
              {t('composer.attach')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('composer.attachHint', { count: files.length, max })}
        </Text>
      </Group>
      {files.length > 0 && (
        <Pill.Group>
          {files.map((file) => (
            <Pill key={`${file.name}-${file.size}`} withRemoveButton onRemove={() => onRemove(file)} removeButtonProps={{ 'aria-label': t('composer.remove', { name: file.name }) }}>
              {`${file.name} · ${formatBytes(file.size, i18n.language)}`}
            </Pill>
          ))}
        </Pill.Group>
      )}
      {problems.map((problem) => (
        <Text key={problem} size="xs" c="red" role="alert">
          {problem}
        </Text>
      ))}
    </Stack>
  );
}
