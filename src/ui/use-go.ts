// Navigation by full local href (path and query), the form the catalogue, tabs and redirects use.
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

export function useGo(): (href: string, options?: { replace?: boolean }) => void {
  const router = useRouter();
  return useCallback(
    (href, options) => {
      void router.navigate({ href, replace: options?.replace ?? false });
    },
    [router],
  );
}

/** Back in history when there is somewhere to go back to inside the app, else to the fallback. */
export function useBack(fallback = '/'): () => void {
  const router = useRouter();
  return useCallback(() => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ href: fallback });
  }, [router, fallback]);
}
