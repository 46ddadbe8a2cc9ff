import type { DragEvent } from 'react';
import type { AgendaVisit } from '../../api/types';

/** A visit dragged in the agenda travels as its unit's id under this type. */
export const VISIT_MIME = 'application/x-obra-delivery-visit';

export function startVisitDrag(event: DragEvent, visit: AgendaVisit): void {
  event.dataTransfer.setData(VISIT_MIME, visit.unit_id);
  event.dataTransfer.effectAllowed = 'move';
}

export function carriesVisit(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes(VISIT_MIME);
}

export function draggedVisit(event: DragEvent): string | null {
  return event.dataTransfer.getData(VISIT_MIME) || null;
}
