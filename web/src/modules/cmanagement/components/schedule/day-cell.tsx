import { Stack, Text } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import type { ScheduleEntry } from '../../api/types';
import { carriesEntry, draggedEntry, type EntryKey } from './entry-drag';
import { ScheduleChip } from './schedule-chip';

interface DayCellProps {
  date: string;
  /** Day of the month shown in the corner. */
  dayNumber: number;
  /** Full spoken date ("lunes, 9 de marzo de 2026"). */
  label: string;
  today: boolean;
  /** A day of the neighbouring month in the month view. */
  outside: boolean;
  tall: boolean;
  /** Which of its own borders the cell draws (the grid's frame draws the outer ones). */
  edges: { right: boolean; bottom: boolean };
  entries: ScheduleEntry[];
  onDropEntry: (key: EntryKey, date: string) => void;
}

const BORDER = '1px solid var(--mantine-color-default-border)';

/** A day of the grid: its number (today highlighted), its entries, and a drop target for dragged entries. */
export function DayCell({ date, dayNumber, label, today, outside, tall, edges, entries, onDropEntry }: DayCellProps) {
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent) => {
    if (!carriesEntry(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Entering a chip inside the cell is not leaving it.
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setOver(false);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    if (!carriesEntry(event)) return;
    event.preventDefault();
    const key = draggedEntry(event);
    if (key) onDropEntry(key, date);
  };

  return (
    <div
      role="gridcell"
      aria-label={label}
      aria-current={today ? 'date' : undefined}
      data-date={date}
      data-testid="schedule-day"
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      style={{
        minHeight: tall ? 360 : 112,
        minWidth: 0,
        padding: 6,
        borderRight: edges.right ? BORDER : undefined,
        borderBottom: edges.bottom ? BORDER : undefined,
        background: over ? 'var(--mantine-primary-color-light)' : outside ? 'var(--mantine-color-default-hover)' : undefined,
        outline: over ? '2px dashed var(--mantine-primary-color-filled)' : undefined,
        outlineOffset: -3,
      }}
    >
      <Text
        size="xs"
        fw={today ? 700 : 500}
        c={today ? 'white' : outside ? 'dimmed' : undefined}
        bg={today ? 'var(--mantine-primary-color-filled)' : undefined}
        ta="center"
        w={24}
        h={24}
        lh="24px"
        mb={4}
        style={{ borderRadius: '50%' }}
        aria-hidden
      >
        {dayNumber}
      </Text>
      <Stack gap={4}>
        {entries.map((entry) => (
          <ScheduleChip key={`${entry.kind}-${entry.id}`} entry={entry} />
        ))}
      </Stack>
    </div>
  );
}
