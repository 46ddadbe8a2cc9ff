import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Holiday } from './course-types';

/** GET /api/holidays?year=: the national holidays of the company's country in one year, by date. */
export function getHolidays(year: number) {
  return api.get<Holiday[]>('/api/holidays', { year });
}

export const holidaysQueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['config', 'holidays', year],
    queryFn: () => getHolidays(year),
    // The calendar changes a few times a year.
    staleTime: 60 * 60 * 1000,
  });

/** This year's and next year's holidays (a term that starts in December ends in January). */
export function useHolidays(today: Date = new Date()) {
  const year = today.getFullYear();
  return useQueries({
    queries: [holidaysQueryOptions(year), holidaysQueryOptions(year + 1)],
    combine: (results) => ({
      holidays: results.flatMap((result) => result.data ?? []),
      pending: results.some((result) => result.isPending),
    }),
  });
}
