import { Badge, Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ActiveProjectButtonProps {
  projectId: string;
  name: string;
  active: boolean;
  loading: boolean;
  onActivate: (id: string) => void;
}

/** "Active" badge for the current project, "choose" button for the others. */
export function ActiveProjectButton({ projectId, name, active, loading, onActivate }: ActiveProjectButtonProps) {
  const { t } = useTranslation('home');
  if (active) {
    return (
      <Badge color="teal.9" variant="filled" leftSection={<IconCircleCheck size={12} />} data-testid="active-project-badge" size="lg" tt="none" style={{ flexShrink: 0 }}>
        {t('projects.active')}
      </Badge>
    );
  }
  return (
    <Button
      size="xs"
      variant="light"
      loading={loading}
      onClick={() => onActivate(projectId)}
      aria-label={t('projects.chooseNamed', { name })}
      data-testid="choose-project"
    >
      {t('projects.choose')}
    </Button>
  );
}
