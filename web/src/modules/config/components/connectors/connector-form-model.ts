/**
 * The connector form's logic, apart from its inputs: the values a connector opens with, the body a save sends
 * (a secret only when typed), what activating still needs, and where the server's 422 errors go.
 */
import type { FieldErrors } from '@/lib/api';
import type { ConnectorInput } from '../../api/connectors/save-connector';
import type { Connector } from '../../api/connectors/types';
import type { FieldConfig, KindConfig } from './connector-kinds';

export type FieldValue = string | string[] | boolean;

/** The form's values; the paths (`active`, `settings.app_id`) are the server's error keys. */
export interface ConnectorValues {
  active: boolean;
  settings: Record<string, FieldValue>;
}

function initialValue(field: FieldConfig, stored: unknown): FieldValue {
  switch (field.type) {
    // Never returned by the server: the input starts empty, and empty keeps what is saved.
    case 'secret':
      return '';
    case 'bool':
      return stored === true;
    case 'emails':
      return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
    default:
      return typeof stored === 'string' ? stored : (field.default ?? '');
  }
}

export function initialValues(config: KindConfig, connector: Connector): ConnectorValues {
  const settings: Record<string, FieldValue> = {};
  for (const field of config.fields) settings[field.name] = initialValue(field, connector.settings[field.name]);
  return { active: connector.active, settings };
}

const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value.trim() : '');

/** The PUT body: texts trimmed (empty clears, or falls back to the default), secrets only when something was typed. */
export function toInput(config: KindConfig, values: ConnectorValues, version: number): ConnectorInput {
  const settings: Record<string, unknown> = {};
  for (const field of config.fields) {
    const value = values.settings[field.name];
    if (field.type === 'secret') {
      if (text(value) !== '') settings[field.name] = text(value);
    } else if (field.type === 'bool') {
      settings[field.name] = value === true;
    } else if (field.type === 'emails') {
      settings[field.name] = (Array.isArray(value) ? value : []).map((email) => email.trim()).filter((email) => email !== '');
    } else {
      settings[field.name] = text(value);
    }
  }
  return { active: values.active, settings, version };
}

/** The required fields still empty when the integration is to be active (a saved secret or a default counts). */
export function missingToActivate(config: KindConfig, values: ConnectorValues, secretsSet: readonly string[]): string[] {
  if (!values.active) return [];
  return config.fields
    .filter((field) => field.required && field.default === undefined)
    .filter((field) => text(values.settings[field.name]) === '' && !(field.type === 'secret' && secretsSet.includes(field.name)))
    .map((field) => field.name);
}

export interface PlacedErrors {
  /** Form path → the message shown under that input. */
  fields: Record<string, string>;
  /** Messages no input shows (told in a notification instead). */
  other: string[];
}

/**
 * Puts a 422's errors under the inputs: `settings.<field>` under the field, `settings.error_emails.<i>` under the
 * e-mails with the address it is about (`itemMessage`), `active` under the switch.
 */
export function placeErrors(
  config: KindConfig,
  errors: FieldErrors,
  values: ConnectorValues,
  itemMessage: (item: string, message: string) => string,
): PlacedErrors {
  const placed: PlacedErrors = { fields: {}, other: [] };
  // The first message of a field wins (an e-mail list may have several).
  const put = (path: string, message: string) => {
    if (!(path in placed.fields)) placed.fields[path] = message;
  };
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const match = /^settings\.(\w+)(?:\.(\d+))?$/.exec(key);
    const field = match ? config.fields.find((candidate) => candidate.name === match[1]) : undefined;
    if (key === 'active') {
      put('active', message);
    } else if (match && field) {
      const list = values.settings[field.name];
      const item = match[2] !== undefined && Array.isArray(list) ? list[Number(match[2])] : undefined;
      put(`settings.${field.name}`, item === undefined ? message : itemMessage(item, message));
    } else {
      placed.other.push(message);
    }
  }
  return placed;
}
