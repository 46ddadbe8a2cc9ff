import type { Schema } from '@/api/schemas';

/** A course of the company's catalogue, with how many users hold it now (SPEC §3 Course assignment). */
export type Course = Schema<'CourseOut'>;
/** Body of `POST /api/courses` and `PUT /api/courses/{id}` (the version read, on edit). */
export interface CourseIn {
  name: string;
  description: string | null;
  version?: number;
}

/** One user's course: deadline, extensions used and the state computed by the server (SPEC §4 Course). */
export type Assignment = Schema<'AssignmentOut'>;
// Read through the assignment, not by their schema names: `Status` and `State` are generic names another module
// may also use in the OpenAPI document.
export type AssignmentState = Assignment['state'];
export type AssignmentStage = AssignmentState['stage'];
export type AssignmentStatus = AssignmentState['status'];
export const ASSIGNMENT_STATUSES: readonly AssignmentStatus[] = ['in_progress', 'expired', 'completed', 'unassigned'];

/** A national holiday of the company's country; business days skip it. */
export type Holiday = Schema<'HolidayOut'>;

/** Courses last 15 business days, with at most 2 extensions of 15 more (SPEC §9). */
export const TERM_BUSINESS_DAYS = 15;
export const MAX_EXTENSIONS = 2;
