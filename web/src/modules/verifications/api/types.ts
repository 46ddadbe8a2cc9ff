import type { components } from '@/api/schema.gen';

type S = components['schemas'];

/** Wire types of the verifications API, named once from the generated schema. */
export type VerificationRow = S['VerificationRowOut'];
export type Verification = S['VerificationOut'];
export type VerificationItem = S['VerificationItemOut'];
export type VerificationObservation = S['VerificationObservationOut'];
export type VerificationState = S['VerificationState'];
export type VerificationResult = S['VerificationResult'];
export type VerificationIn = S['VerificationIn'];
export type AnswerIn = S['VerificationAnswerIn'];
export type ObservationIn = S['VerificationObservationIn'];
export type Template = S['VerificationTemplateOut'];
export type TemplateIn = S['VerificationTemplateIn'];
export type Reception = S['VerificationReceptionOut'];
export type GanttRow = S['VerificationGanttOut'];
export type QualityActivity = S['QualityActivityOut'];
export type ProjectUser = S['ResponsibleOut'];
export type QualityAttribute = S['AttributeOut'];

/** Who performs verifications, observations and receptions; who manages templates and plans. */
export const ACCESS_PERMISSION = 'verifications-access';
export const UPLOAD_PERMISSION = 'verifications.upload';

export const STATES = ['pending', 'in_progress', 'closed'] as const satisfies readonly VerificationState[];
export const ANSWERS = ['complies', 'failure', 'not_applicable'] as const satisfies readonly VerificationResult[];
