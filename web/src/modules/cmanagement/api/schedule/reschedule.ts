import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError, notifyApiError } from '@/lib/api';
import type { ScheduleEntry } from '../types';
import { scheduleQueryKey } from './get-schedule';
import { moveTask } from './move-task';
import { postponeTicket } from './postpone-ticket';

export interface RescheduleInput {
  entry: ScheduleEntry;
  /** The new day, `YYYY-MM-DD`. */
  date: string;
}

const sameEntry = (a: ScheduleEntry, b: ScheduleEntry) => a.kind === b.kind && a.id === b.id;

/** A task gets a new due date; a postponed ticket a new postponed-until date. */
export function reschedule({ entry, date }: RescheduleInput): Promise<unknown> {
  return entry.kind === 'task' ? moveTask(entry.ticket_id, entry.id, date) : postponeTicket(entry.ticket_id, date);
}

/**
 * Reschedules an agenda entry: it moves at once in every cached range, goes back where it was if the server refuses
 * (with the server's message as the error toast), and the module's data is reloaded either way (the ticket, its
 * tasks and lists show the dates too).
 */
export function useReschedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reschedule,
    onMutate: async ({ entry, date }) => {
      await client.cancelQueries({ queryKey: scheduleQueryKey });
      const snapshot: [QueryKey, ScheduleEntry[] | undefined][] = client.getQueriesData<ScheduleEntry[]>({ queryKey: scheduleQueryKey });
      client.setQueriesData<ScheduleEntry[]>({ queryKey: scheduleQueryKey }, (entries) =>
        entries?.map((item) => (sameEntry(item, entry) ? { ...item, date } : item)),
      );
      return { snapshot };
    },
    onError: (error, _input, context) => {
      for (const [key, entries] of context?.snapshot ?? []) client.setQueryData(key, entries);
      if (isApiError(error) && error.status !== 401) notifyApiError(error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['cmanagement'] }),
  });
}
