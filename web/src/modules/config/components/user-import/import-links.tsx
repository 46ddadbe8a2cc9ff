import { Button } from '@mantine/core';
import { IconFileImport, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const USERS_PATH = '/config/usuarios';
export const IMPORT_PATH = '/config/usuarios/importar';
export const IMPORT_HISTORY_PATH = '/config/usuarios/importaciones';

/**
 * "Importar usuarios" and "Historial de importaciones", for the users screen's header actions. A fragment, so the
 * buttons sit in the caller's group next to its own.
 */
export function ImportLinks() {
  const { t } = useTranslation('config-import');
  return (
    <>
      <Button component={Link} to={IMPORT_PATH} variant="default" leftSection={<IconFileImport size={16} />} data-testid="import-users-link">
        {t('links.import')}
      </Button>
      <Button component={Link} to={IMPORT_HISTORY_PATH} variant="default" leftSection={<IconHistory size={16} />} data-testid="import-history-link">
        {t('links.history')}
      </Button>
    </>
  );
}
