// A search box's text and the query it applies: the list filters 300 ms after the last keystroke
// (spec 000 §9 debounce), so a long table is not refiltered on every character typed.
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchText {
  /** What the box shows (every keystroke). */
  readonly text: string;
  setText(text: string): void;
  /** What the list filters by: `text` once typing has paused for 300 ms. */
  readonly query: string;
}

export function useSearchText(initial = ''): SearchText {
  const [text, setText] = useState(initial);
  const [query] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  return { text, setText, query };
}
