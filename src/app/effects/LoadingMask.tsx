// The global loading mask. Fixed over the viewport so nothing moves when it appears, and shown
// only after a short delay: most calls answer faster than that, and a flashing mask is noise.
import { Loader, LoadingOverlay, Stack, Text } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { LoadingStore } from '../../ui/loading-store';

export const LOADING_MASK_DELAY_MS = 150;

export function LoadingMask({
  store,
  delayMs = LOADING_MASK_DELAY_MS,
}: {
  store: LoadingStore;
  delayMs?: number;
}) {
  const busy = useSyncExternalStore(store.subscribe, () => store.count() > 0);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [busy, delayMs]);

  return (
    <LoadingOverlay
      visible={shown}
      pos="fixed"
      zIndex={3000}
      transitionProps={{ duration: 0 }}
      overlayProps={{ fixed: true, color: '#fff', backgroundOpacity: 0.45 }}
      loaderProps={{ children: <Busy /> }}
      data-testid="loading-mask"
    />
  );
}

function Busy() {
  return (
    <Stack align="center" gap={6} role="status" aria-live="polite">
      <Loader size="sm" />
      <Text size="xs" c="dimmed">
        正在处理，请稍候…
      </Text>
    </Stack>
  );
}
