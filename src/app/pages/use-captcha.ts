// The login captcha: GET /api/auth/getValidateCode returns an SVG and names the challenge in the
// captcha-key header. Fetched (not an <img src>) so the key can be read; refreshed on click.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Captcha {
  /** An object URL of the image, or null while loading / after a failure. */
  src: string | null;
  key: string;
  failed: boolean;
  refresh(): void;
}

export function useCaptcha(baseUrl: string, enabled: boolean): Captcha {
  const [state, setState] = useState<{ src: string | null; key: string; failed: boolean }>({
    src: null,
    key: '',
    failed: false,
  });
  const request = useRef(0);

  const refresh = useCallback(() => {
    if (!enabled) return;
    const mine = ++request.current;
    void (async () => {
      try {
        const response = await fetch(`${baseUrl}/api/auth/getValidateCode`, { cache: 'no-store' });
        if (!response.ok) throw new Error(String(response.status));
        const key = response.headers.get('captcha-key') ?? '';
        const blob = new Blob([await response.text()], { type: 'image/svg+xml' });
        if (mine !== request.current) return;
        const src = URL.createObjectURL(blob);
        setState((old) => {
          if (old.src) URL.revokeObjectURL(old.src);
          return { src, key, failed: false };
        });
      } catch {
        if (mine === request.current) setState((old) => ({ ...old, failed: true }));
      }
    })();
  }, [baseUrl, enabled]);

  useEffect(() => {
    refresh();
  }, [refresh]);

  // The last image's URL is released with the page.
  const latest = useRef<string | null>(null);
  latest.current = state.src;
  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current);
    },
    [],
  );

  return { ...state, refresh };
}
