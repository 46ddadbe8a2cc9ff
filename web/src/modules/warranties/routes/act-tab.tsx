import { Alert, Grid, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { useActPreview } from '../api/get-act-preview';
import { useDetails } from '../api/get-details';
import { useFiles } from '../api/get-files';
import { useOwners } from '../api/get-owners';
import { useRevision } from '../api/get-revision';
import { ActPdfFrame } from '../components/act/act-pdf-frame';
import { ActSigning } from '../components/act/act-signing';
import { ActSummary } from '../components/act/act-summary';
import { SignedAct } from '../components/act/signed-act';
import type { UnitTabProps } from './unit-tabs';

/**
 * vista-previa-acta: before the act is signed, its preview (the PDF, and the same in plain words) with the signature
 * pads; once signed, the stored act.
 */
export default function ActTab({ unit, readOnly }: UnitTabProps) {
  const { t } = useTranslation('warranties-unit');
  const signed = unit.act !== null;
  const preview = useActPreview(unit.id, !signed);
  const owners = useOwners(unit.id);
  const revision = useRevision(unit.id);
  const details = useDetails(unit.id);
  const certificates = useFiles(unit.id, 'certificate');
  const [signedPreview, setSignedPreview] = useState<Blob | null>(null);

  if (unit.act) return <SignedAct act={unit.act} />;
  if (!owners.data) return <PageLoader />;
  const pdf = signedPreview ?? preview.data;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="md">
          <ActSummary unit={unit} owners={owners.data} revision={revision.data?.summary} details={details.data} certificates={certificates.data} />
          {signedPreview && (
            <Alert color="blue" data-testid="signed-preview-note">
              {t('act.signedPreviewNote')}
            </Alert>
          )}
          {pdf ? (
            <ActPdfFrame pdf={pdf} title={t('act.previewTitle', { name: unit.name })} />
          ) : preview.isError ? (
            <Alert color="red">{preview.error.message}</Alert>
          ) : (
            <Stack align="center" py="xl">
              <Loader type="oval" color="gray" />
              <Text size="sm" c="dimmed">
                {t('act.loadingPreview')}
              </Text>
            </Stack>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        {readOnly ? <Alert color="gray">{t('act.readOnly')}</Alert> : <ActSigning unit={unit} owners={owners.data} onPreview={setSignedPreview} />}
      </Grid.Col>
    </Grid>
  );
}
