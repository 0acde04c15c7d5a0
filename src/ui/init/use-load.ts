// Loads one answer for a screen, reloads on demand and when opening balances change elsewhere;
// a failure is kept (with the server's words) for the screen to show beside a retry button.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useOpeningChanged } from './opening-events';
import { type Refusal, refusalOf } from './refusal';

export interface Loaded<T> {
  data: T | null;
  failure: Refusal | null;
  loading: boolean;
  reload(): Promise<void>;
}

export function useLoad<T>(load: () => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [failure, setFailure] = useState<Refusal | null>(null);
  const [loading, setLoading] = useState(true);
  const sequence = useRef(0);
  const latest = useRef(load);
  latest.current = load;

  const reload = useCallback(async () => {
    const mine = ++sequence.current;
    setLoading(true);
    try {
      const value = await latest.current();
      if (mine !== sequence.current) return;
      setData(value);
      setFailure(null);
    } catch (error) {
      if (mine === sequence.current) setFailure(refusalOf(error));
    } finally {
      if (mine === sequence.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);
  useOpeningChanged(() => void reload());
  return { data, failure, loading, reload };
}
