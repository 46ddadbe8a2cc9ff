import type { Schema } from '@/api/schemas';

/** One import (a file uploaded, and what became of it), as the history lists it. */
export type UserImport = Schema<'ImportOut'>;
/** `POST /api/user-imports`: the draft, its columns, the first rows and a guessed mapping. */
export type ImportUpload = Schema<'UploadOut'>;
/** Field → column index of the file. */
export type ImportMapping = Schema<'Mapping'>;
/** Body of check and commit: everything the wizard collected. */
export type ImportPlan = Schema<'ImportPlan'>;
/** The profile and projects given to the users of one position of the file. */
export type PositionRole = Schema<'PositionRole'>;
/** The summary: counts, the first users as they would be created and every error by row. */
export type ImportCheck = Schema<'CheckOut'>;
export type ImportRowError = Schema<'RowError'>;
/** A position found in the file, with its rows and the company's position of that name if any. */
export type ImportPosition = Schema<'PositionCount'>;
export type ImportPreviewRow = Schema<'PreviewRow'>;
