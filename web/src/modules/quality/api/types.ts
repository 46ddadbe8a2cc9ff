import type { Schema } from '@/api/schemas';

/** Wire types of the quality module, read from the generated schema (docs/api-quality.md). */
export type Activity = Schema<'QualityActivityOut'>;
export type ActivityIn = Schema<'ActivityIn'>;
export type ActivityPage = Schema<'ActivityPage'>;
export type ActivityTotals = Schema<'ActivityTotals'>;
export type CurrencyTotals = Schema<'CurrencyTotals'>;
export type ActivityValue = Schema<'ActivityValueOut'>;
export type ActivityRecord = Schema<'ActivityRecordOut'>;
export type ProgressIn = Schema<'ProgressIn'>;
export type Attribute = Schema<'AttributeOut'>;
export type AttributeValue = Schema<'AttributeValueOut'>;
export type Stage = Schema<'QualityStageOut'>;
export type ValueImportPreview = Schema<'ValueImportPreview'>;
export type ValueImportResult = Schema<'ValueImportOut'>;
export type ValueImportRowError = Schema<'RowError'>;
export type ScheduleImportResult = Schema<'ScheduleImportOut'>;
export type ProjectUnit = Schema<'UnitOut'>;

/** The currencies of an activity's costs (SPEC §3). */
export const CURRENCIES = ['CLP', 'UF', 'BRL', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The list's status filter, as the server names it. */
export const STATUSES = ['not_started', 'in_progress', 'done', 'late'] as const;
export type ActivityStatus = (typeof STATUSES)[number];

/** Permission keys of the module (the server checks again). */
export const EDIT_PERMISSION = 'quality.activities.edit';
export const PROGRESS_PERMISSION = 'quality.progress.register';
export const CONFIG_PERMISSION = 'quality.config';
