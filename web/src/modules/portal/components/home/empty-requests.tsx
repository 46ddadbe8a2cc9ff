import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessageCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** No request yet: what a request is for, and the button to make one. */
export function EmptyRequests({ createHref }: { createHref: string | null }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="xl" data-testid="home-empty">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconMessageCircle size={30} />
        </ThemeIcon>
        <Title order={3} fz="lg">
          {t('home.emptyTitle')}
        </Title>
        <Text c="dimmed" maw={420}>
          {t('home.emptyBody')}
        </Text>
        {createHref && (
          <Button component={Link} to={createHref} leftSection={<IconPlus size={18} />}>
            {t('home.newRequest')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
