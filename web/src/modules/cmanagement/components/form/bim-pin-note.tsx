import { Alert, Text } from '@mantine/core';
import { IconCube } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api';

/** The server's refusal of a pin (422 on `bim`, or on one of its keys), if that is what it refused. */
export function pinRefusal(error: ApiError): string | undefined {
  if (error.status !== 422) return undefined;
  return Object.entries(error.errors).find(([key]) => key === 'bim' || key.startsWith('bim.'))?.[1][0];
}

/** In the new-ticket drawer of the BIM view: the element the ticket will be pinned to, and the server's refusal. */
export function BimPinNote({ element, error }: { element: string; error: string | null }) {
  const { t } = useTranslation('cmanagement-tickets');
  return (
    <Alert variant="light" color={error ? 'red' : 'blue'} icon={<IconCube size={18} />} data-testid="ticket-create-pin">
      <Text size="sm">{t('pin.drawer', { element })}</Text>
      {error && (
        <Text size="sm" c="red" mt={4} role="alert">
          {error}
        </Text>
      )}
    </Alert>
  );
}
