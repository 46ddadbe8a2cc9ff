import { IconBuildingCommunity, IconCalendarStats, IconCloud, IconId, IconUsersGroup, type Icon } from '@tabler/icons-react';
import type { ConnectorKind } from '../../api/connectors/types';

/** How a setting is typed in: a line of text, an address, a write-only secret, a list of e-mails, or a switch. */
export type FieldType = 'text' | 'url' | 'secret' | 'emails' | 'bool';

/**
 * One setting of a connector, as the server declares it (crates/app/src/config/connectors/fields.rs). Its label and
 * help are `config-connectors:kinds.<kind>.fields.<name>.label` and `.help`.
 */
export interface FieldConfig {
  name: string;
  type: FieldType;
  /** Needed to activate the integration (one with a default always has a value). */
  required?: boolean;
  /** What the server uses when the field is left empty. */
  default?: string;
  /** Shown under "Avanzado", folded: the vendor's API address, which few people change. */
  advanced?: boolean;
}

export interface KindConfig {
  kind: ConnectorKind;
  /** The screen's segment under /config/integraciones (SPEC §2). */
  path: string;
  icon: Icon;
  fields: readonly FieldConfig[];
}

/** The CRM's error-notice addresses: at most this many. */
export const MAX_ERROR_EMAILS = 5;

export const CONNECTOR_KINDS: Readonly<Record<ConnectorKind, KindConfig>> = {
  crm: {
    kind: 'crm',
    path: 'hubspot',
    icon: IconUsersGroup,
    fields: [
      { name: 'app_id', type: 'text', required: true },
      { name: 'pipeline_id', type: 'text', required: true },
      { name: 'access_token', type: 'secret', required: true },
      { name: 'error_emails', type: 'emails' },
      { name: 'send_copy', type: 'bool' },
      { name: 'base_url', type: 'url', required: true, default: 'https://api.hubapi.com', advanced: true },
    ],
  },
  construction: {
    kind: 'construction',
    path: 'procore',
    icon: IconBuildingCommunity,
    fields: [
      { name: 'company_id', type: 'text', required: true },
      { name: 'client_id', type: 'text', required: true },
      { name: 'client_secret', type: 'secret', required: true },
      { name: 'base_url', type: 'url', required: true, default: 'https://api.procore.com', advanced: true },
    ],
  },
  planning: {
    kind: 'planning',
    path: 'planificacion',
    icon: IconCalendarStats,
    fields: [
      { name: 'base_url', type: 'url', required: true },
      { name: 'api_key', type: 'secret', required: true },
    ],
  },
  cloud_storage: {
    kind: 'cloud_storage',
    path: 'almacenamiento',
    icon: IconCloud,
    fields: [
      { name: 'url', type: 'url', required: true },
      { name: 'username', type: 'text', required: true },
      { name: 'password', type: 'secret', required: true },
      { name: 'root', type: 'text', default: '/obra' },
    ],
  },
  hr: {
    kind: 'hr',
    path: 'rrhh',
    icon: IconId,
    fields: [
      { name: 'base_url', type: 'url', required: true },
      { name: 'api_key', type: 'secret', required: true },
    ],
  },
};

export const CONNECTOR_KIND_LIST: readonly KindConfig[] = Object.values(CONNECTOR_KINDS);
