import { useState } from 'react';
import { isApiError, type ApiError } from '@/lib/api';
import { usePreviewValueImport } from '../../api/preview-value-import';
import { useRunValueImport, type ValueImportMapping } from '../../api/run-value-import';
import type { ValueImportPreview, ValueImportResult } from '../../api/types';

export const STEPS = ['file', 'mapping', 'summary'] as const;
export type Step = (typeof STEPS)[number];

export interface Mapping {
  attribute: number | null;
  value: number | null;
  deprecated: number | null;
}

const NO_MAPPING: Mapping = { attribute: null, value: null, deprecated: null };

/** Keeps a column only when the file has it. */
const within = (column: number | null | undefined, columns: number): number | null => (column !== null && column !== undefined && column < columns ? column : null);

/**
 * The mapping for a (new) file: the columns chosen before when the new file has them, else the server's
 * suggestion by header. A corrected file usually keeps its layout, so the person's choices survive it.
 */
export function mappingFor(preview: ValueImportPreview, previous: Mapping): Mapping {
  const columns = preview.columns.length;
  return {
    attribute: within(previous.attribute, columns) ?? within(preview.attribute_column, columns),
    value: within(previous.value, columns) ?? within(preview.value_column, columns),
    deprecated: within(previous.deprecated, columns) ?? within(preview.deprecated_column, columns),
  };
}

/** Client-side problems of a mapping (both columns required and different), by field. */
export function mappingProblems(mapping: Mapping): Partial<Record<keyof Mapping, 'required' | 'sameColumn'>> {
  const problems: Partial<Record<keyof Mapping, 'required' | 'sameColumn'>> = {};
  if (mapping.attribute === null) problems.attribute = 'required';
  if (mapping.value === null) problems.value = 'required';
  else if (mapping.value === mapping.attribute) problems.value = 'sameColumn';
  if (mapping.deprecated !== null && (mapping.deprecated === mapping.attribute || mapping.deprecated === mapping.value)) problems.deprecated = 'sameColumn';
  return problems;
}

function toWire(mapping: Mapping): ValueImportMapping | null {
  if (mapping.attribute === null || mapping.value === null) return null;
  return { attribute_column: mapping.attribute, value_column: mapping.value, deprecated_column: mapping.deprecated };
}

/** The server's refusals by field (`file`, `attribute_column`, …). */
const fieldsOf = (error: ApiError): Record<string, string> => Object.fromEntries(Object.entries(error.errors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));

/**
 * The three steps of the values import: upload (the server reads the columns), map the columns, and the summary
 * (every row checked with `commit=false`). Importing writes only when no row has an error. Going back to the file
 * and choosing a corrected one starts the checks again with the same mapping.
 */
export function useValueImport(onImported: (result: ValueImportResult) => void) {
  const previewCall = usePreviewValueImport();
  const runCall = useRunValueImport();
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ValueImportPreview | null>(null);
  const [mapping, setMapping] = useState<Mapping>(NO_MAPPING);
  const [summary, setSummary] = useState<ValueImportResult | null>(null);
  const [refusal, setRefusal] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);

  const fail = (error: unknown) => {
    if (!isApiError(error)) throw error;
    const fields = fieldsOf(error);
    setRefusal(Object.keys(fields).length > 0 ? fields : { form: error.message });
    // A refused file is said on the file step.
    if (fields.file) setStep('file');
  };

  const upload = async (chosen: File) => {
    setRefusal({});
    try {
      const read = await previewCall.mutateAsync(chosen);
      setFile(chosen);
      setPreview(read);
      setMapping((current) => mappingFor(read, current));
      setSummary(null);
      setAttempted(false);
      setStep('mapping');
    } catch (error) {
      fail(error);
    }
  };

  const check = async () => {
    setAttempted(true);
    const wire = toWire(mapping);
    if (!file || !wire || Object.keys(mappingProblems(mapping)).length > 0) return;
    setRefusal({});
    try {
      setSummary(await runCall.mutateAsync({ file, mapping: wire, commit: false }));
      setStep('summary');
    } catch (error) {
      fail(error);
    }
  };

  const commit = async () => {
    const wire = toWire(mapping);
    if (!file || !wire) return;
    setRefusal({});
    try {
      const result = await runCall.mutateAsync({ file, mapping: wire, commit: true });
      if (result.committed) onImported(result);
      else setSummary(result);
    } catch (error) {
      fail(error);
    }
  };

  return {
    step,
    file,
    preview,
    mapping,
    summary,
    refusal,
    attempted,
    uploading: previewCall.isPending,
    checking: runCall.isPending,
    setMapping: (patch: Partial<Mapping>) => {
      setMapping((current) => ({ ...current, ...patch }));
      setRefusal({});
    },
    upload,
    check,
    commit,
    goTo: (next: Step) => {
      setRefusal({});
      setStep(next);
    },
  };
}

export type ValueImportWizard = ReturnType<typeof useValueImport>;
