import type { TFunction } from 'i18next';
import type { CustomField, CustomFieldIn, CustomFieldKind } from '../../api/cmanagement/types';

/** The kinds in the order the type picker offers them. */
export const FIELD_KINDS: readonly CustomFieldKind[] = ['text', 'long_text', 'number', 'date', 'select', 'multi_select', 'checkbox', 'user'];
/** The server's limits (SPEC §5, §9: at most 50 options). */
export const FIELD_NAME_MAX = 100;
export const OPTIONS_MAX = 50;
export const OPTION_MAX = 100;
/** The category picker's value for the fields every ticket has. */
export const GENERAL = 'general';

export const hasOptions = (kind: CustomFieldKind) => kind === 'select' || kind === 'multi_select';

export interface FieldFormValues {
  kind: CustomFieldKind;
  name: string;
  description: string;
  options: string[];
  multiple: boolean;
  required: boolean;
  active: boolean;
  /** A category id, or GENERAL. */
  category: string;
}

export function initialFieldValues(field: CustomField | null, category: string): FieldFormValues {
  return {
    kind: field?.kind ?? 'text',
    name: field?.name ?? '',
    description: field?.description ?? '',
    options: field?.options ?? [],
    multiple: field?.multiple ?? false,
    required: field?.required ?? false,
    active: field?.active ?? true,
    category: field ? (field.category_id ?? GENERAL) : category,
  };
}

type Errors = Partial<Record<keyof FieldFormValues, string>>;

/** Name 1–100; select kinds need 1–50 distinct, non-empty options of at most 100 characters. */
export function validateField(t: TFunction<['config-cmanagement', 'config']>, values: FieldFormValues): Errors {
  const errors: Errors = {};
  const name = values.name.trim();
  if (name === '') errors.name = t('config:validation.required');
  else if (name.length > FIELD_NAME_MAX) errors.name = t('config:validation.maxLength', { max: FIELD_NAME_MAX });
  if (!hasOptions(values.kind)) return errors;
  const options = values.options.map((option) => option.trim());
  const folded = options.map((option) => option.toLocaleLowerCase());
  const repeated = options.find((_, index) => folded.indexOf(folded[index] ?? '') !== index);
  if (options.length === 0) errors.options = t('fields.optionsRequired');
  else if (options.length > OPTIONS_MAX) errors.options = t('list.full', { max: OPTIONS_MAX });
  else if (options.some((option) => option === '')) errors.options = t('fields.optionEmpty');
  else if (options.some((option) => option.length > OPTION_MAX)) errors.options = t('fields.optionTooLong', { max: OPTION_MAX });
  else if (repeated !== undefined) errors.options = t('list.duplicate', { text: repeated });
  return errors;
}

/** What the API gets: trimmed; options only for select kinds, `multiple` only for users. */
export function toFieldIn(values: FieldFormValues): CustomFieldIn {
  return {
    kind: values.kind,
    name: values.name.trim(),
    description: values.description.trim() || null,
    options: hasOptions(values.kind) ? values.options.map((option) => option.trim()) : [],
    multiple: values.kind === 'user' && values.multiple,
    required: values.required,
    active: values.active,
    category_id: values.category === GENERAL ? null : values.category,
  };
}

/** The server's error keys as form paths: `category_id` → `category`, `options.3` → `options`. */
export const fieldErrorPath = (key: string) => (key === 'category_id' ? 'category' : key.startsWith('options.') ? 'options' : key);
