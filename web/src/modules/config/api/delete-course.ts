import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { coursesQueryKey } from './get-courses';

/** DELETE /api/courses/{id}; a course users hold is refused with a 422 naming how many (toasted). */
export function deleteCourse(id: string) {
  return api.delete<undefined>(`/api/courses/${encodeURIComponent(id)}`, {});
}

export function useDeleteCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSettled: () => client.invalidateQueries({ queryKey: coursesQueryKey }),
  });
}
