import { Button } from '@mantine/core';
import { IconDownload, IconFileExport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openApiQueryOptions } from '../../api/api-docs/get-openapi';
import { downloadJson } from './download';
import { toPostmanCollection } from './postman';

export const OPENAPI_FILE = 'obra-openapi.json';
export const POSTMAN_FILE = 'obra-api.postman_collection.json';

/** The API's base URL in this installation: the document's paths (`/api/...`) hang from the origin. */
export const apiBaseUrl = () => `${window.location.origin}/api`;

type Pending = 'openapi' | 'postman' | null;

/** "Descargar OpenAPI" and "Exportar colección de Postman": both from the document the server serves. */
export function ApiDownloads() {
  const { t } = useTranslation('config-api-docs');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);

  const run = async (kind: Exclude<Pending, null>) => {
    setPending(kind);
    try {
      // A failed load has already been said by the API client's toast.
      const doc = await queryClient.query(openApiQueryOptions());
      if (kind === 'openapi') downloadJson(OPENAPI_FILE, doc);
      else downloadJson(POSTMAN_FILE, toPostmanCollection(doc, { origin: window.location.origin, apiPrefix: '/api' }));
    } catch {
      /* shown by the client */
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <Button variant="light" leftSection={<IconDownload size={16} />} loading={pending === 'openapi'} onClick={() => void run('openapi')} data-testid="download-openapi">
        {t('downloads.openapi')}
      </Button>
      <Button variant="light" leftSection={<IconFileExport size={16} />} loading={pending === 'postman'} onClick={() => void run('postman')} data-testid="download-postman">
        {t('downloads.postman')}
      </Button>
    </>
  );
}
