import { Anchor, Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from './use-object-url';

/** A PDF held in memory shown in the page (an object URL, revoked when it changes), with a link to open it. */
export function ActPdfFrame({ pdf, title }: { pdf: Blob; title: string }) {
  const { t } = useTranslation('warranties-unit');
  const url = useObjectUrl(pdf);
  return (
    <Box>
      <Box h={560} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <object data={url} type="application/pdf" width="100%" height="100%" aria-label={title} data-testid="act-pdf">
          <Text p="md" size="sm">
            {t('act.noViewer')}
          </Text>
        </object>
      </Box>
      <Anchor href={url} target="_blank" rel="noopener" size="sm" mt={6} display="inline-block" data-testid="act-pdf-link">
        {t('act.openPdf')}
      </Anchor>
    </Box>
  );
}
