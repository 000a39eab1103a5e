import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { confirmDialogAtom } from '@iprism/shared/shell';

const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * Mounts the global confirmation dialog once something first asks for a confirmation, so that pages
 * which never do (the public site) do not load it. It then stays mounted: closing keeps its transition.
 */
export function ConfirmDialogHost() {
  const { open } = useAtomValue(confirmDialogAtom);
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog />
    </Suspense>
  );
}
