import { ActionIcon, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Writes text to the clipboard; a refusal (no permission, no secure context, no API) is a rejected promise. */
async function writeClipboard(text: string): Promise<void> {
  // Outside a secure context the browser has no clipboard API at all.
  if (!('clipboard' in navigator)) throw new Error('clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** A read-only URL or snippet with a copy button; a copy the browser refuses is said in a red toast. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('config-api-docs');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () =>
    writeClipboard(value).then(
      () => setCopied(true),
      () => notifications.show({ color: 'red', icon: <IconX size={18} aria-hidden />, message: t('copy.error'), withCloseButton: true, 'data-testid': 'toast-copy-error' }),
    );
  const action = copied ? t('copy.copied') : t('copy.action', { label });
  return (
    <TextInput
      readOnly
      label={label}
      value={value}
      onFocus={(event) => event.currentTarget.select()}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      rightSection={
        <Tooltip label={action} withArrow position="left">
          <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} aria-label={action} onClick={() => void copy()} data-testid={`${testId}-copy`}>
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      }
      data-testid={testId}
    />
  );
}
