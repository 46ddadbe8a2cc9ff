import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgendaVisit } from '../../api/types';
import { timeOf } from '../shared/format';
import { responsibleColor } from './responsible-colors';
import { startVisitDrag } from './visit-drag';

/** One visit: its time and unit, coloured by responsible; opens the unit's ficha, drags to another day or time. */
export function VisitChip({ visit, withTime = true }: { visit: AgendaVisit; withTime?: boolean }) {
  const { t } = useTranslation(['warranties-agenda', 'warranties']);
  const time = timeOf(visit.scheduled_at);
  const label = t('chip.label', { time, unit: visit.unit_name, responsible: visit.responsible_name ?? '—' });
  return (
    <Badge
      component={Link}
      to={`/warranties/ficha/${encodeURIComponent(visit.unit_id)}/recepcion`}
      draggable
      onDragStart={(event) => startVisitDrag(event, visit)}
      aria-label={label}
      title={`${label} · ${t(`warranties:status.${visit.status}`)}`}
      color={responsibleColor(visit.responsible_id)}
      variant={visit.status === 'confirmed' ? 'filled' : 'light'}
      radius="sm"
      size="md"
      tt="none"
      fullWidth
      style={{ cursor: 'grab', justifyContent: 'flex-start' }}
      data-testid="visit-chip"
      data-unit-id={visit.unit_id}
    >
      {withTime ? `${time} ${visit.unit_name}` : visit.unit_name}
    </Badge>
  );
}
