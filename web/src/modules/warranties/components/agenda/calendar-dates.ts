/** The agenda's own calendar helpers (working days and visit slots); the shared arithmetic is in lib. */

export { parseIsoDate, sameMonth, shiftAnchor, toIsoDate, visibleDays, type CalendarView } from '@/lib/calendar-dates';

/** ISO weekday, 1 for Monday to 7 for Sunday, as the settings' `working_days` count them. */
export const isoWeekday = (date: Date) => ((date.getDay() + 6) % 7) + 1;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

const timeText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The visit slots of a day, `HH:MM`, from its start while a whole visit fits before its end. */
export function daySlots(dayStart: string, dayEnd: string, visitMinutes: number): string[] {
  const step = Math.max(visitMinutes, 15);
  const slots: string[] = [];
  for (let minute = minutesOf(dayStart); minute + step <= minutesOf(dayEnd); minute += step) slots.push(timeText(minute));
  return slots.length > 0 ? slots : [dayStart];
}

/** The slot a time falls in (the last one that starts at or before it; the first for an earlier time). */
export function slotOf(time: string, slots: readonly string[]): string {
  const minute = minutesOf(time);
  let found = slots[0] ?? time;
  for (const slot of slots) if (minutesOf(slot) <= minute) found = slot;
  return found;
}
