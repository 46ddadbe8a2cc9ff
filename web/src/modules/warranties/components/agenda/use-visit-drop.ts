import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { wKeys } from '../../api/keys';
import { unitAction } from '../../api/unit-action';
import type { AgendaOut, AgendaVisit } from '../../api/types';
import { formatDateTime } from '../shared/format';
import { droppedAt, isSamePlace, rescheduleBody, type DropTarget } from './visit-drop';

interface MoveInput {
  visit: AgendaVisit;
  target: DropTarget;
}

/**
 * Moving a visit: the chip moves at once in every cached period, the `schedule` action goes again with the same
 * responsible and the new time, and a refusal (a full day is a 422 on `scheduled_at`) puts it back where it was and
 * shows the server's message as the orange toast.
 */
export function useVisitDrop(visits: readonly AgendaVisit[]) {
  const { t, i18n } = useTranslation('warranties-agenda');
  const client = useQueryClient();
  const move = useMutation({
    mutationFn: ({ visit, target }: MoveInput) => unitAction(rescheduleBody(visit, target)),
    onMutate: async ({ visit, target }) => {
      await client.cancelQueries({ queryKey: wKeys.agenda });
      const snapshot: [QueryKey, AgendaOut | undefined][] = client.getQueriesData<AgendaOut>({ queryKey: wKeys.agenda });
      const scheduled_at = droppedAt(visit, target);
      const length = new Date(visit.ends_at).getTime() - new Date(visit.scheduled_at).getTime();
      const ends_at = new Date(new Date(scheduled_at).getTime() + length).toISOString();
      client.setQueriesData<AgendaOut>({ queryKey: wKeys.agenda }, (agenda) =>
        agenda && { ...agenda, visits: agenda.visits.map((item) => (item.unit_id === visit.unit_id ? { ...item, scheduled_at, ends_at } : item)) },
      );
      return { snapshot };
    },
    onError: (error, _input, context) => {
      for (const [key, agenda] of context?.snapshot ?? []) client.setQueryData(key, agenda);
      if (isApiError(error) && error.status !== 401) notifyApiError(error);
    },
    onSuccess: (unit) => notifySuccess(t('drop.moved', { name: unit.name, date: formatDateTime(unit.scheduled_at, i18n.language) })),
    onSettled: (_data, _error, { visit }) =>
      Promise.all([client.invalidateQueries({ queryKey: wKeys.agenda }), client.invalidateQueries({ queryKey: wKeys.unit(visit.unit_id) }), client.invalidateQueries({ queryKey: wKeys.units })]),
  });
  return (unitId: string, target: DropTarget) => {
    const visit = visits.find((item) => item.unit_id === unitId);
    if (!visit || isSamePlace(visit, target) || !visit.responsible_id) return;
    move.mutate({ visit, target });
  };
}
