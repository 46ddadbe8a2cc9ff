import { useMemo } from 'react';
import type { Holiday } from '../../api/course-types';
import { useHolidays } from '../../api/get-holidays';
import { holidaySet, holidaysBetween, todayIso, type IsoDate } from './business-days';

export interface Calendar {
  today: IsoDate;
  holidays: ReadonlySet<IsoDate>;
  /** The holidays a term from `from` to `to` skips. */
  skipped: (from: IsoDate, to: IsoDate) => Holiday[];
  pending: boolean;
}

/** Today and the company country's holidays of this year and the next, for the deadline previews. */
export function useCalendar(): Calendar {
  const { holidays, pending } = useHolidays();
  return useMemo(
    () => ({ today: todayIso(), holidays: holidaySet(holidays), skipped: (from, to) => holidaysBetween(holidays, from, to), pending }),
    [holidays, pending],
  );
}
