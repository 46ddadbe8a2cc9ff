import { Outlet } from 'react-router';
import { BaseContext, ROOT_BASE } from './base-path';

/** The portal on its own, at `/app/propietarios/`. */
export function RootFrame() {
  return (
    <BaseContext.Provider value={ROOT_BASE}>
      <Outlet />
    </BaseContext.Provider>
  );
}
