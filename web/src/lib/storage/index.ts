export { storageKeys } from './storage-keys';
export { readJson, readString, writeJson, writeString } from './local-storage';
export { defaultGridMode, readGridMode, writeGridMode } from './grid-mode';
export { useGridMode } from './use-grid-mode';
