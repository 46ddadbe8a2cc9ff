import { useMe } from '@/lib/session';
import { idKindOfCountry, type IdKind } from '../../api/worker-types';

/** RUT for a Chilean company, CPF for a Brazilian one (the session's company country). */
export function useIdKind(): IdKind {
  return idKindOfCountry(useMe().company.country);
}
