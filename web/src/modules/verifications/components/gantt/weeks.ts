/** Monday of the ISO week holding `iso` (`YYYY-MM-DD`), as `YYYY-MM-DD`; computed in UTC so no zone shifts it. */
export function weekStart(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  const offset = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - offset);
  return date.toISOString().slice(0, 10);
}

/** Every Monday from the first date's week to the last's, at most `max` weeks (the rest are left out). */
export function weeksBetween(first: string, last: string, max = 26): string[] {
  const weeks: string[] = [];
  const date = new Date(`${weekStart(first)}T00:00:00Z`);
  const end = weekStart(last);
  while (weeks.length < max) {
    const iso = date.toISOString().slice(0, 10);
    weeks.push(iso);
    if (iso >= end) break;
    date.setUTCDate(date.getUTCDate() + 7);
  }
  return weeks;
}
