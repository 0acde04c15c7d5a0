// Mounted once in the root shell: renders the succession dialog while it is open. The dialog's
// code is its own chunk, loaded the first time a ledger set needs it.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { closeSuccession, subscribeSuccession, successionRequest } from '../../ui/init/succession-host';

const SuccessionDialog = lazy(() =>
  import('./SuccessionDialog').then((m) => ({ default: m.SuccessionDialog })),
);

export function SuccessionHost() {
  const request = useSyncExternalStore(subscribeSuccession, successionRequest, successionRequest);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <SuccessionDialog request={request} onClose={closeSuccession} />
    </Suspense>
  );
}
