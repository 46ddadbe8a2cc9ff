import { Alert, Button, Group, Paper, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useMe } from '@/lib/session';
import { type ReceptionSettings, useReceptionSettings, useSaveReceptionSettings } from '../api/reception-settings';
import { ProjectPicker } from '../components/bim/project-picker';
import { SectionHeader } from '../components/section-header';

type Flags = Pick<ReceptionSettings, 'require_all_units' | 'require_photos_on_failure' | 'signature_required'>;
const FLAGS = ['require_all_units', 'require_photos_on_failure', 'signature_required'] as const;

function SettingsForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation('config');
  const settings = useReceptionSettings(projectId);
  const save = useSaveReceptionSettings(projectId);
  const [draft, setDraft] = useState<Flags | null>(null);
  const [stale, setStale] = useState(false);
  const data = settings.data;
  if (!data) return null;
  const values: Flags = draft ?? data;

  const submit = () =>
    save.mutate(
      {
        require_all_units: values.require_all_units,
        require_photos_on_failure: values.require_photos_on_failure,
        signature_required: values.signature_required,
        version: data.version,
      },
      {
        onSuccess: () => {
          setDraft(null);
          setStale(false);
          notifications.show({ color: 'green', message: t('sections.recepciones.saved') });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setStale(true);
          else notifications.show({ color: 'red', message: error.message });
        },
      },
    );

  const reload = () => {
    setDraft(null);
    setStale(false);
    void settings.refetch();
  };

  return (
    <Paper withBorder p="md">
      <Stack>
        {stale && (
          <Alert color="yellow" data-testid="reception-settings-stale">
            <Group justify="space-between">
              {t('sections.recepciones.stale')}
              <Button size="xs" variant="light" onClick={reload}>
                {t('sections.recepciones.reload')}
              </Button>
            </Group>
          </Alert>
        )}
        {FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={t(`sections.recepciones.${flag}`)}
            checked={values[flag]}
            onChange={(event) => setDraft({ ...values, [flag]: event.currentTarget.checked })}
            data-testid={`reception-${flag}`}
          />
        ))}
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} disabled={draft === null} data-testid="reception-settings-save">
            {t('sections.recepciones.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export default function ReceptionSettingsPage() {
  const { t } = useTranslation('config');
  const me = useMe();
  const [chosen, setChosen] = useState<string | null>(null);
  const projectId = me.projects.find((project) => project.id === chosen)?.id ?? me.active_project_id ?? me.projects[0]?.id ?? null;
  return (
    <Stack gap="lg" data-testid="reception-settings-page">
      <SectionHeader
        title={t('sections.recepciones.title')}
        description={t('sections.recepciones.description')}
        actions={projectId && <ProjectPicker projects={me.projects} value={projectId} onChange={setChosen} />}
      />
      {projectId && <SettingsForm key={projectId} projectId={projectId} />}
    </Stack>
  );
}
