import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Assignment } from './course-types';
import { coursesQueryKey } from './get-courses';

export interface AssignCourseInput {
  course_id: string;
  user_ids: string[];
}

/**
 * POST /api/course-assignments → 201 with the new assignments, each due in 15 business days. All or nothing: a
 * user without e-mail, one who has the course, or one it was taken from is a 422 on `user_ids` (the dialog shows
 * those under the picker, so not toasted here).
 */
export function assignCourse(input: AssignCourseInput) {
  return api.post<Assignment[]>('/api/course-assignments', { course_id: input.course_id, user_ids: input.user_ids }, { notify: false });
}

export function useAssignCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignCourse,
    onSuccess: () => client.invalidateQueries({ queryKey: coursesQueryKey }),
  });
}
