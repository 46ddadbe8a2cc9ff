import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Course, CourseIn } from './course-types';
import { coursesQueryKey } from './get-courses';

export interface UpdateCourseInput extends CourseIn {
  id: string;
  version: number;
}

/** PUT /api/courses/{id} `{name, description, version}`; a stale version is a 409. Not toasted (the form shows it). */
export function updateCourse({ id, name, description, version }: UpdateCourseInput) {
  return api.put<Course>(`/api/courses/${encodeURIComponent(id)}`, { name, description, version }, { notify: false });
}

export function useUpdateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCourse,
    // Also after a failure: a 409 means what the list shows is stale.
    onSettled: () => client.invalidateQueries({ queryKey: coursesQueryKey }),
  });
}
