import { readString, writeString } from './local-storage';
import { storageKeys } from './storage-keys';

/** Modules whose lists open as cards unless the user chose otherwise (SPEC §2: only cbox). */
const GRID_BY_DEFAULT = new Set(['cbox']);

export function defaultGridMode(module: string): boolean {
  return GRID_BY_DEFAULT.has(module);
}

export function readGridMode(module: string): boolean {
  const stored = readString(storageKeys.gridMode(module));
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  return defaultGridMode(module);
}

export function writeGridMode(module: string, on: boolean): void {
  writeString(storageKeys.gridMode(module), String(on));
}
