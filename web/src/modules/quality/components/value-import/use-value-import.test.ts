import { describe, expect, it } from 'vitest';
import type { ValueImportPreview } from '../../api/types';
import { mappingFor, mappingProblems } from './use-value-import';

const preview = (overrides: Partial<ValueImportPreview> = {}): ValueImportPreview => ({
  columns: ['Atributo', 'Valor'],
  sample: [],
  rows_total: 1,
  attribute_column: 0,
  value_column: 1,
  deprecated_column: null,
  ...overrides,
});

describe('the values import’s mapping', () => {
  it('starts from the server’s suggestion, and keeps the person’s choice for a corrected file', () => {
    const none = { attribute: null, value: null, deprecated: null };
    expect(mappingFor(preview(), none)).toEqual({ attribute: 0, value: 1, deprecated: null });
    expect(mappingFor(preview({ columns: ['A', 'B', 'C'] }), { attribute: 2, value: 0, deprecated: null })).toEqual({ attribute: 2, value: 0, deprecated: null });
    // A column the new file does not have falls back to the suggestion.
    expect(mappingFor(preview(), { attribute: 5, value: 1, deprecated: 4 })).toEqual({ attribute: 0, value: 1, deprecated: null });
  });

  it('needs both columns, each a different one', () => {
    expect(mappingProblems({ attribute: null, value: null, deprecated: null })).toEqual({ attribute: 'required', value: 'required' });
    expect(mappingProblems({ attribute: 1, value: 1, deprecated: null })).toEqual({ value: 'sameColumn' });
    expect(mappingProblems({ attribute: 0, value: 1, deprecated: 1 })).toEqual({ deprecated: 'sameColumn' });
    expect(mappingProblems({ attribute: 0, value: 1, deprecated: 2 })).toEqual({});
  });
});
