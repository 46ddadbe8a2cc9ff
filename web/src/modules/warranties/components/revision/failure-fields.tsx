import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api';
import type { RevisionItem, SeverityOut } from '../../api/types';

export interface FailureValues {
  issue_id: string | null;
  severity_id: string | null;
  comment: string;
}

interface FailureFieldsProps {
  item: RevisionItem;
  severities: SeverityOut[];
  saving: boolean;
  error: ApiError | null;
  onSave: (values: FailureValues) => void;
  onCancel?: () => void;
}

/** What a failure is: one of the item's issues, its severity (the issue's by default) and a comment. */
export function FailureFields({ item, severities, saving, error, onSave, onCancel }: FailureFieldsProps) {
  const { t } = useTranslation(['warranties-unit', 'common']);
  const saved = item.revision?.status === 'failure' ? item.revision : null;
  const [values, setValues] = useState<FailureValues>({
    issue_id: saved?.issue_id ?? null,
    severity_id: saved?.severity_id ?? null,
    comment: saved?.comment ?? '',
  });
  const [missing, setMissing] = useState(false);

  const chooseIssue = (issueId: string | null) => {
    const issue = item.issues.find((entry) => entry.id === issueId);
    // The issue's own severity is the default, unless one was chosen already.
    setValues((current) => ({ ...current, issue_id: issueId, severity_id: current.severity_id ?? issue?.severity_id ?? null }));
  };

  const save = () => {
    const needsSeverity = severities.length > 0 && !values.severity_id;
    setMissing(needsSeverity);
    if (!needsSeverity) onSave(values);
  };

  const rest = error ? Object.entries(error.errors).filter(([field]) => !['issue_id', 'severity_id', 'comment'].includes(field)).flatMap(([, messages]) => messages) : [];
  return (
    <Stack gap="sm" p="sm" bg="var(--mantine-color-red-light)" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="failure-fields">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('revision.issue')}
          placeholder={item.issues.length === 0 ? t('revision.noIssues') : undefined}
          data={item.issues.map((issue) => ({ value: issue.id, label: issue.name }))}
          value={values.issue_id}
          onChange={chooseIssue}
          clearable
          error={error?.fieldError('issue_id')}
        />
        <Select
          label={t('revision.severity')}
          required={severities.length > 0}
          data={severities.map((severity) => ({ value: severity.id, label: severity.name }))}
          value={values.severity_id}
          onChange={(severity_id) => setValues((current) => ({ ...current, severity_id }))}
          error={missing ? t('validation.required') : error?.fieldError('severity_id')}
        />
      </SimpleGrid>
      <Textarea
        label={t('revision.comment')}
        autosize
        minRows={2}
        value={values.comment}
        onChange={(event) => {
          const comment = event.currentTarget.value;
          setValues((current) => ({ ...current, comment }));
        }}
        error={error?.fieldError('comment')}
      />
      {(rest.length > 0 || (error && Object.keys(error.errors).length === 0)) && <Alert color="orange">{rest.length > 0 ? rest.join(' ') : error?.message}</Alert>}
      <Group justify="flex-end" gap="sm">
        {onCancel && (
          <Button variant="default" size="xs" onClick={onCancel} disabled={saving}>
            {t('common:actions.cancel')}
          </Button>
        )}
        <Button color="red" size="xs" onClick={save} loading={saving} data-testid="save-failure">
          {t('revision.saveFailure')}
        </Button>
      </Group>
    </Stack>
  );
}
