import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useUpdateBimModel } from '../../api/bim/update-model';
import type { BimModel } from '../../api/bim/types';

/**
 * "Asignar a Hormigón": the one model of the project whose elements Concrete links placements to. The switch shows
 * the server's state; a refusal (a second model: 422 'Solo un modelo puede estar asignado a Hormigón.') is a
 * notification with the server's reason, and the switch stays as it was.
 */
export function ConcreteSwitch({ model }: { model: BimModel }) {
  const { t } = useTranslation('config-bim');
  const update = useUpdateBimModel();
  return (
    <Switch
      label={t('concrete.label')}
      description={t('concrete.hint')}
      checked={model.concrete}
      disabled={update.isPending}
      onChange={(event) => {
        const concrete = event.currentTarget.checked;
        update.mutate(
          { id: model.id, version: model.version, concrete },
          {
            onSuccess: (saved) => notifySuccess(t(concrete ? 'concrete.assigned' : 'concrete.unassigned', { name: saved.model_name })),
            onError: (error) => {
              if (isApiError(error) && error.status !== 401) notifyApiError(error);
            },
          },
        );
      }}
      data-testid="bim-concrete"
    />
  );
}
