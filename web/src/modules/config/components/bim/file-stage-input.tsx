import { Autocomplete, Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError } from '@/lib/api';
import { useQualityStages } from '../../api/bim/get-quality-stages';
import { useSetFileStage } from '../../api/bim/set-file-stage';
import type { BimFile } from '../../api/bim/types';

/** The server's limit for a stage name. */
const STAGE_MAX = 120;

/**
 * The Quality stage of one file, saved when the input is left or Enter is pressed; empty takes the file out of its
 * stage. Each file of a model needs a different stage: the server's refusal (422 on `stage`) shows under the input,
 * which keeps what was typed so it can be corrected. The project's quality stages are offered; a new name becomes
 * one of them.
 */
export function FileStageInput({ file, projectId }: { file: BimFile; projectId: string }) {
  const { t } = useTranslation('config-bim');
  const save = useSetFileStage();
  const stages = useQualityStages(projectId);
  const [value, setValue] = useState(file.stage ?? '');
  const [error, setError] = useState<string | null>(null);

  const commit = () => {
    const stage = value.trim() === '' ? null : value.trim();
    if (stage === file.stage || save.isPending) return;
    setError(null);
    save.mutate(
      { fileId: file.id, stage },
      {
        onError: (cause) => {
          if (!isApiError(cause) || cause.status === 401) return;
          if (cause.status === 422) setError(cause.fieldError('stage') ?? cause.message);
          else notifyApiError(cause);
        },
      },
    );
  };

  return (
    <Autocomplete
      size="xs"
      data={stages.map((stage) => stage.name)}
      label={t('files.stage')}
      placeholder={t('files.stagePlaceholder')}
      aria-label={t('files.stageOf', { name: file.name })}
      value={value}
      maxLength={STAGE_MAX}
      error={error}
      onChange={setValue}
      onOptionSubmit={(option) => setValue(option)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      rightSection={save.isPending ? <Loader size={14} /> : null}
      data-testid="bim-file-stage"
    />
  );
}
