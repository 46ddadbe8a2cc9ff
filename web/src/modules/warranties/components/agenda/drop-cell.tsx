import { VisuallyHidden } from '@mantine/core';
import { useState, type CSSProperties, type DragEvent, type ReactNode } from 'react';
import { carriesVisit, draggedVisit } from './visit-drag';
import type { DropTarget } from './visit-drop';

interface DropCellProps {
  target: DropTarget;
  /** The day (and slot) in words, for assistive technology. */
  label: string;
  onDropVisit: (unitId: string, target: DropTarget) => void;
  style?: CSSProperties;
  /** A day off (not a working day of the project), shaded. */
  off?: boolean;
  today?: boolean;
  children?: ReactNode;
}

/** A day (month) or a day's slot (week) that takes a dragged visit. */
export function DropCell({ target, label, onDropVisit, style, off, today, children }: DropCellProps) {
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent) => {
    if (!carriesVisit(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setOver(false);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    if (!carriesVisit(event)) return;
    event.preventDefault();
    const unitId = draggedVisit(event);
    if (unitId) onDropVisit(unitId, target);
  };
  return (
    <div
      role="gridcell"
      aria-current={today ? 'date' : undefined}
      data-date={target.date}
      data-time={target.time}
      data-testid="agenda-cell"
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      style={{
        minWidth: 0,
        padding: 4,
        background: over ? 'var(--mantine-primary-color-light)' : off ? 'var(--mantine-color-default-hover)' : undefined,
        ...style,
      }}
    >
      {/* The cell's name is its day (and slot) followed by what it holds, read from its content. */}
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  );
}
