import { Outlet } from '@tanstack/react-router';
import { ComingSoonRoute } from './coming-soon.tsx';

/** Placeholder until the module page lands (issue 4). */
export function ModuleRoute() {
  return (
    <>
      <ComingSoonRoute />
      <Outlet />
    </>
  );
}
export function ModuleOldRoute() {
  return <ComingSoonRoute />;
}
export function ModuleTrackRoute() {
  return null;
}
