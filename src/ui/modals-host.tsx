// The modal host, loaded on the first dialog (deferred-hosts.tsx). No screen uses useModals(), so
// the provider needs no children; it hears modals.open & co. through window events.
import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { modalsHostListening } from './deferred-hosts';
import { modalLabels } from './provider-settings';

/** Mounted after the provider: its effect runs once the provider's listeners are attached. */
function Listening() {
  useEffect(() => {
    modalsHostListening();
  }, []);
  return null;
}

export default function ModalsHost() {
  return (
    <ModalsProvider labels={modalLabels}>
      <Listening />
    </ModalsProvider>
  );
}
