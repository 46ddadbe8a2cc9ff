import type { DragEvent } from 'react';
import type { ScheduleEntry } from '../../api/types';

/** An agenda entry dragged to another day travels as `{kind, id}` under this type. */
export const ENTRY_MIME = 'application/x-obra-schedule-entry';

export type EntryKey = Pick<ScheduleEntry, 'kind' | 'id'>;

export function startEntryDrag(event: DragEvent, entry: ScheduleEntry): void {
  const key: EntryKey = { kind: entry.kind, id: entry.id };
  event.dataTransfer.setData(ENTRY_MIME, JSON.stringify(key));
  event.dataTransfer.effectAllowed = 'move';
}

export function carriesEntry(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes(ENTRY_MIME);
}

export function draggedEntry(event: DragEvent): EntryKey | null {
  try {
    const parsed = JSON.parse(event.dataTransfer.getData(ENTRY_MIME)) as Partial<EntryKey> | null;
    const kind = parsed?.kind;
    if ((kind === 'task' || kind === 'ticket') && typeof parsed?.id === 'string') return { kind, id: parsed.id };
    return null;
  } catch {
    return null;
  }
}
