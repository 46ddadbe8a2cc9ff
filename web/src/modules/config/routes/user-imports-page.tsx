import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { useUserImports } from '../api/get-user-imports';
import { SectionHeader } from '../components/section-header';
import { IMPORT_PATH, USERS_PATH } from '../components/user-import/import-links';
import { ImportsTable } from '../components/user-import/imports-table';

const PAGE_SIZE = 20;

/** /config/usuarios/importaciones: every user import of the company, newest first, with its original file. */
export default function UserImportsPage() {
  useHelpKey('config-import.history');
  const { t } = useTranslation(['config-import', 'common']);
  const [page, setPage] = useState(1);
  const imports = useUserImports({ page, rowsPerPage: PAGE_SIZE });

  return (
    <Stack gap="lg" data-testid="user-imports-page">
      <SectionHeader
        title={t('history.title')}
        description={t('history.description')}
        actions={
          <>
            <Button component={Link} to={USERS_PATH} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
              {t('links.users')}
            </Button>
            <Button component={Link} to={IMPORT_PATH} leftSection={<IconFileImport size={16} />}>
              {t('links.import')}
            </Button>
          </>
        }
      />
      {imports.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={20} />} title={t('history.loadError')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{imports.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void imports.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <ImportsTable
          imports={imports.data?.data ?? []}
          fetching={imports.isFetching}
          page={page}
          pageSize={PAGE_SIZE}
          total={imports.data?.total ?? 0}
          onPageChange={setPage}
        />
      )}
    </Stack>
  );
}
