import { usePeople } from '../../api/get-people';
import type { Person } from '../../api/types';
import { useUnitRights } from './use-rights';

/**
 * The responsibles a picker offers: the project's people, plus anyone already named (a unit's or a visit's
 * responsible), so a current value always has its name even when the people list cannot be read.
 */
export function useResponsibleOptions(named: readonly (Person | null)[] = []): Person[] {
  const { me } = useUnitRights();
  const people = usePeople(me.active_project_id ?? null).data ?? [];
  const all = [...people];
  for (const person of named) if (person && !all.some((entry) => entry.id === person.id)) all.push(person);
  return all;
}

/** A unit's or a visit's responsible as a Person, when it names one. */
export function responsibleOf(entry: { responsible_id?: string | null; responsible_name?: string | null }): Person | null {
  return entry.responsible_id ? { id: entry.responsible_id, name: entry.responsible_name ?? '' } : null;
}
