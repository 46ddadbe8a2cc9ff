/**
 * Wire types of the owners' configuration (`/config/propietarios`, docs/api-deliveries.md), read from the generated
 * OpenAPI schema.
 */
import type { Schema } from '@/api/schemas';

export type UnitType = Schema<'UnitTypeOut'>;
export type UnitTypeIn = Schema<'UnitTypeIn'>;
export type UnitTypeDetail = Schema<'UnitTypeDetail'>;
export type ChecklistNode = Schema<'NodeOut'>;
export type NodeLevel = Schema<'NodeLevel'>;
export type NodeIn = Schema<'NodeIn'>;
export type Severity = Schema<'SeverityOut'>;
export type Plan = Schema<'PlanOut'>;
export type ProjectData = Schema<'ProjectDataOut'>;
export type ProjectDataIn = Schema<'ProjectDataIn'>;
export type Settings = Schema<'SettingsOut'>;
export type GeneralSettings = Required<Schema<'General'>>;
export type DeliverySettings = Required<Schema<'Delivery'>>;
export type NotificationSettings = Required<Schema<'Notifications'>>;
export type IframeSettings = Required<Schema<'Iframe'>>;
export type SettingsSection = keyof Settings;
/** The project's address for requests by e-mail, and whether it takes mail. */
export type Inbox = Schema<'InboxOut'>;

/** What a checklist import added (`created`) and found already there (`existing`). */
export type ChecklistImport = Schema<'ChecklistImportOut'>;
