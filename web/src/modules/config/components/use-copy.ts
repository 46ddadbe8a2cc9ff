import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Copies a text to the clipboard; resolves whether it worked. A refusal (no permission, an insecure page, no
 * clipboard at all) is told with SPEC §9's message ('Erro ao copiar texto'), from the namespace's `copy.failed`, so
 * the user copies the secret or key by hand before closing.
 */
export function useCopy(namespace: 'config-webhooks' | 'config-api-keys') {
  const { t } = useTranslation(namespace);
  return async (text: string): Promise<boolean> => {
    try {
      if (!('clipboard' in navigator)) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      notifications.show({
        color: 'red',
        icon: createElement(IconX, { size: 18, 'aria-hidden': true }),
        message: t('copy.failed'),
        withCloseButton: true,
        'data-testid': 'toast-copy-failed',
      });
      return false;
    }
  };
}
