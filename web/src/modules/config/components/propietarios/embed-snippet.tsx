import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The owners' portal address for one project, as the iframe loads it. */
export function portalUrl(origin: string, projectId: string, color: string): string {
  return `${origin}/app/propietarios/portal/${encodeURIComponent(projectId)}?color=${encodeURIComponent(color)}`;
}

/** The HTML to paste in the company's web site, with a button that copies it. */
export function embedSnippet(origin: string, projectId: string, color: string): string {
  return `<iframe src="${portalUrl(origin, projectId, color)}" title="Portal de propietarios" width="100%" height="720" style="border:0" loading="lazy"></iframe>`;
}

export function EmbedSnippet({ projectId, color, enabled }: { projectId: string; color: string; enabled: boolean }) {
  const { t } = useTranslation('config-propietarios');
  const snippet = embedSnippet(window.location.origin, projectId, color);
  return (
    <Stack gap="xs" data-testid="embed-snippet">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('iframe.snippet')}
        </Text>
        <CopyButton value={snippet}>
          {({ copied, copy }) => (
            <Button size="xs" variant={copied ? 'filled' : 'light'} leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />} onClick={copy}>
              {copied ? t('iframe.copied') : t('iframe.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {snippet}
      </Code>
      {!enabled && (
        <Text size="xs" c="red.9">
          {t('iframe.disabledHint')}
        </Text>
      )}
    </Stack>
  );
}
