import { SegmentedControl } from '@mantine/core';

export type Verdict = 'conforming' | 'non_conforming';

interface VerdictControlProps {
  /** The control's accessible name ('Veredicto de la falla 2'). */
  label: string;
  value: Verdict | null | undefined;
  onChange: (verdict: Verdict) => void;
  /** The module's words for each verdict. */
  texts: Record<Verdict, string>;
  fullWidth?: boolean;
}

/** A conformity record's verdict on one failure (conforming in teal, non-conforming in red): staff and portal alike. */
export function VerdictControl({ label, value, onChange, texts, fullWidth = false }: VerdictControlProps) {
  return (
    <SegmentedControl
      fullWidth={fullWidth}
      aria-label={label}
      value={value ?? ''}
      onChange={(next) => onChange(next === 'non_conforming' ? 'non_conforming' : 'conforming')}
      color={value === 'non_conforming' ? 'red' : 'teal'}
      data={[
        { value: 'conforming', label: texts.conforming },
        { value: 'non_conforming', label: texts.non_conforming },
      ]}
    />
  );
}
