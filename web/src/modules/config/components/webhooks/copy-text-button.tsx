import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../use-copy';

interface CopyTextButtonProps {
  value: string;
  /** The button's accessible name (and text, when not `compact`). */
  label: string;
  compact?: boolean;
  testId?: string;
}

/** Copies `value`; shows "Copiado" for two seconds when it worked, the copy-failure toast when it did not. */
export function CopyTextButton({ value, label, compact = false, testId }: CopyTextButtonProps) {
  const { t } = useTranslation('config-webhooks');
  const copy = useCopy('config-webhooks');
  const [copied, setCopied] = useState(false);
  const { start } = useTimeout(() => setCopied(false), 2000);
  const onClick = async () => {
    if (!(await copy(value))) return;
    setCopied(true);
    start();
  };
  const icon = copied ? <IconCheck size={16} /> : <IconCopy size={16} />;
  if (compact) {
    return (
      <Tooltip label={copied ? t('copy.done') : label} withArrow>
        <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} aria-label={label} onClick={() => void onClick()} data-testid={testId}>
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button variant="light" color={copied ? 'teal' : undefined} leftSection={icon} onClick={() => void onClick()} data-testid={testId}>
      {copied ? t('copy.done') : label}
    </Button>
  );
}
