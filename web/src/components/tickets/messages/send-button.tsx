import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconSend } from '@tabler/icons-react';
import { SEND_AS } from '../enums';
import { useCoreTranslation } from '../ticket-core';
import type { SendAs } from '../types';

interface SendButtonProps {
  onSend: (sendAs: SendAs | null) => void;
  /** The "send as" menu shows when the user may move the ticket and its status allows it. */
  withSendAs: boolean;
  disabled: boolean;
  loading: boolean;
}

/** "Enviar", with a menu to send and move the ticket at once (SPEC §4 "send as"). */
export function SendButton({ onSend, withSendAs, disabled, loading }: SendButtonProps) {
  const { t } = useCoreTranslation();
  return (
    <Group gap={0} wrap="nowrap">
      <Button
        leftSection={<IconSend size={16} />}
        onClick={() => onSend(null)}
        disabled={disabled}
        loading={loading}
        style={withSendAs ? { borderTopRightRadius: 0, borderBottomRightRadius: 0 } : undefined}
      >
        {t('composer.send')}
      </Button>
      {withSendAs && (
        <Menu position="top-end" withinPortal>
          <Menu.Target>
            <ActionIcon size={36} disabled={disabled || loading} aria-label={t('composer.sendAs')} style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, borderLeft: '1px solid var(--mantine-color-body)' }}>
              <IconChevronDown size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('composer.sendAs')}</Menu.Label>
            {SEND_AS.map((value) => (
              <Menu.Item key={value} onClick={() => onSend(value)}>
                {t(`composer.sendAsOption.${value}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
