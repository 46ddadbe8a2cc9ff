import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Course, CourseIn } from './course-types';
import { coursesQueryKey } from './get-courses';

/** POST /api/courses `{name, description}` → 201. Not toasted: the form shows field errors under its inputs. */
export function createCourse({ name, description }: CourseIn) {
  return api.post<Course>('/api/courses', { name, description }, { notify: false });
}

export function useCreateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => client.invalidateQueries({ queryKey: coursesQueryKey }),
  });
}
