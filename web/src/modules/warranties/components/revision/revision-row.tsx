import { Chip, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError, type ApiError } from '@/lib/api';
import { useSaveRevisionItem } from '../../api/save-revision-item';
import type { RevisionIn, RevisionItem, RevisionStatus, SeverityOut } from '../../api/types';
import { FailureFields, type FailureValues } from './failure-fields';
import { RevisionPhotos } from './revision-photos';
import { REVISION_COLORS, REVISION_STATUSES, isRevisionStatus } from './revision-status';

interface RevisionRowProps {
  unitId: string;
  item: RevisionItem;
  severities: SeverityOut[];
  readOnly: boolean;
}

/**
 * One checklist item: Cumple, Falla, No aplica, Solucionado or Solucionado en postventa. Every answer but Falla is
 * saved on the click; Falla first asks for the issue, its severity and a comment, and once saved takes photos.
 */
export function RevisionRow({ unitId, item, severities, readOnly }: RevisionRowProps) {
  const { t } = useTranslation('warranties-unit');
  const save = useSaveRevisionItem();
  const saved = item.revision?.status ?? null;
  // A failure being described, not saved yet.
  const [describing, setDescribing] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const shown: RevisionStatus | null = describing ? 'failure' : saved;

  const send = (body: RevisionIn) => {
    setError(null);
    save.mutate(
      { unitId, itemId: item.id, ...body },
      {
        onSuccess: () => setDescribing(false),
        onError: (caught) => {
          if (!isApiError(caught) || caught.status === 401) return;
          if (caught.status === 422) setError(caught);
          else notifyApiError(caught);
        },
      },
    );
  };

  const choose = (value: string) => {
    if (!isRevisionStatus(value)) return;
    if (value === 'failure') {
      setDescribing(true);
      return;
    }
    setDescribing(false);
    send({ status: value });
  };

  const saveFailure = (values: FailureValues) =>
    send({ status: 'failure', issue_id: values.issue_id, severity_id: values.severity_id, comment: values.comment.trim() || null });

  return (
    <Stack gap="xs" py="xs" data-testid="revision-item" data-item-id={item.id} data-status={saved ?? 'pending'}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" fw={500}>
          {item.name}
        </Text>
        <Chip.Group value={shown} onChange={(value) => choose(value)}>
          <Group gap={6} wrap="wrap" role="radiogroup" aria-label={t('revision.answerFor', { item: item.name })}>
            {REVISION_STATUSES.map((status) => (
              <Chip key={status} value={status} size="xs" variant="light" color={REVISION_COLORS[status]} disabled={readOnly || save.isPending}>
                {t(`revision.status.${status}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Group>
      {shown === 'failure' && !readOnly && (
        <FailureFields
          key={`${item.revision?.issue_id ?? ''}-${item.revision?.severity_id ?? ''}`}
          item={item}
          severities={severities}
          saving={save.isPending}
          error={error}
          onSave={saveFailure}
          onCancel={describing && saved !== 'failure' ? () => setDescribing(false) : undefined}
        />
      )}
      {saved === 'failure' && !describing && (
        <RevisionPhotos unitId={unitId} itemId={item.id} photos={item.revision?.photos ?? []} readOnly={readOnly} />
      )}
    </Stack>
  );
}
