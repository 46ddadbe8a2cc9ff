import { randomId } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import type { TaskTemplate, TaskTemplateIn } from '../../api/cmanagement/types';

/** The server's limits for a task template. */
export const TEMPLATE_NAME_MAX = 100;
export const TASK_TITLE_MAX = 200;
export const TASKS_MAX = 50;
export const CHECKLIST_MAX = 50;
export const DUE_MAX = 365;

export interface TaskValues {
  /** React key of the row (tasks move up and down). */
  key: string;
  title: string;
  description: string;
  /** Days after the template is applied; '' for no due date. */
  due: number | string;
  checklist: string[];
}

export interface TemplateFormValues {
  name: string;
  description: string;
  active: boolean;
  tasks: TaskValues[];
}

export const emptyTask = (): TaskValues => ({ key: randomId(), title: '', description: '', due: '', checklist: [] });

export function initialTemplateValues(template: TaskTemplate | null): TemplateFormValues {
  return {
    name: template?.name ?? '',
    description: template?.description ?? '',
    active: template?.active ?? true,
    tasks: template
      ? template.tasks.map((task) => ({ key: randomId(), title: task.title, description: task.description ?? '', due: task.due_in_days ?? '', checklist: task.checklist }))
      : [emptyTask()],
  };
}

type Errors = Record<string, string>;

/** Name 1–100; 1–50 tasks, each titled (1–200), due in 0–365 whole days or none. */
export function validateTemplate(t: TFunction<['config-cmanagement', 'config']>, values: TemplateFormValues): Errors {
  const errors: Errors = {};
  const name = values.name.trim();
  if (name === '') errors.name = t('config:validation.required');
  else if (name.length > TEMPLATE_NAME_MAX) errors.name = t('config:validation.maxLength', { max: TEMPLATE_NAME_MAX });
  if (values.tasks.length === 0) errors.tasks = t('templates.tasksRequired');
  if (values.tasks.length > TASKS_MAX) errors.tasks = t('templates.tasksMax', { max: TASKS_MAX });
  values.tasks.forEach((task, index) => {
    const title = task.title.trim();
    if (title === '') errors[`tasks.${index}.title`] = t('config:validation.required');
    else if (title.length > TASK_TITLE_MAX) errors[`tasks.${index}.title`] = t('config:validation.maxLength', { max: TASK_TITLE_MAX });
    if (task.due !== '' && (!Number.isInteger(Number(task.due)) || Number(task.due) < 0 || Number(task.due) > DUE_MAX)) {
      errors[`tasks.${index}.due`] = t('templates.dueRange', { max: DUE_MAX });
    }
  });
  return errors;
}

/** What the API gets: trimmed, empty texts as null, blank checklist items left out. */
export function toTemplateIn(values: TemplateFormValues): TaskTemplateIn {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    active: values.active,
    tasks: values.tasks.map((task) => ({
      title: task.title.trim(),
      description: task.description.trim() || null,
      due_in_days: task.due === '' ? null : Number(task.due),
      checklist: task.checklist.map((item) => item.trim()).filter((item) => item !== ''),
    })),
  };
}

/** The server's error keys as form paths (`tasks.0.due_in_days` → `tasks.0.due`). */
export const templateErrorPath = (key: string) => key.replace(/\.due_in_days$/, '.due');
