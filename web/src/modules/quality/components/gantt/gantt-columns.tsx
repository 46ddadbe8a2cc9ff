import { Loader } from '@mantine/core';
import type { IColumnConfig } from '@svar-ui/react-gantt';
import { IconChevronRight } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObraTask } from './to-svar';

/** How the name cell loads a branch not sent yet: the page's loader and the branches on their way. */
export const BranchContext = createContext<{ open: (id: string) => void; pending: ReadonlySet<string> }>({ open: () => undefined, pending: new Set() });

/** SVAR hands the grid its own copy of each task, with our fields on it. */
const taskOf = (row: unknown) => row as ObraTask;

/** The tree column's text: the activity's name, with a mark when it is late (planned end passed, not finished). */
function NameCell(props: { row: unknown }) {
  const row = taskOf(props.row);
  const name = (
    <span className="qg-name" data-late={row.late || undefined} title={row.text}>
      {row.text}
    </span>
  );
  return row.unloaded ? (
    <>
      <BranchToggle row={row} />
      {name}
    </>
  ) : (
    name
  );
}

/** In place of the tree's toggle, a summary whose activities have not come yet: a click asks for them. */
function BranchToggle({ row }: { row: ObraTask }) {
  const { t } = useTranslation('quality-gantt');
  const { open, pending } = useContext(BranchContext);
  if (pending.has(row.id)) return <Loader size={12} className="qg-branch" aria-label={t('loadingBranch')} />;
  return (
    <button
      type="button"
      className="qg-branch"
      aria-label={t('openBranch', { name: row.text })}
      // On press: SVAR's grid redraws the row as it focuses it, so the click of a mouse never completes on this
      // button; the click stays for the keyboard (asking twice for one branch is a no-op).
      onMouseDown={(event) => {
        event.preventDefault();
        event.stopPropagation();
        open(row.id);
      }}
      onClick={(event) => {
        event.stopPropagation();
        open(row.id);
      }}
    >
      <IconChevronRight size={14} aria-hidden />
    </button>
  );
}

/**
 * The WBS grid beside the bars: code, name (the tree), planned start and end as the API has them (the end is the last
 * day, not SVAR's end instant) and progress. No column sorts: the WBS order is the schedule's.
 */
export function ganttColumns(t: TFunction<'quality-gantt'>, language: string): IColumnConfig[] {
  const formatDay = dayFormatter(language);
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return [
    { id: 'code', header: t('columns.code'), width: 52, sort: false, template: (_value: unknown, row: unknown) => taskOf(row).code },
    { id: 'text', header: t('columns.name'), width: 150, flexgrow: 1, sort: false, cell: NameCell },
    { id: 'start', header: t('columns.start'), width: 84, align: 'center', sort: false, template: (_value: unknown, row: unknown) => formatDay(taskOf(row).startIso) },
    { id: 'end', header: t('columns.end'), width: 84, align: 'center', sort: false, template: (_value: unknown, row: unknown) => formatDay(taskOf(row).endIso) },
    {
      id: 'progress',
      header: t('columns.progress'),
      width: 72,
      align: 'right',
      sort: false,
      template: (_value: unknown, row: unknown) => `${percent.format(taskOf(row).progress)} %`,
    },
  ];
}

/** Days as `dd/mm/aaaa` in Spanish and Portuguese alike, from the API's `YYYY-MM-DD`. */
export function dayFormatter(language: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return (iso) => {
    const [year, month, day] = iso.split('-').map(Number);
    return format.format(new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  };
}
