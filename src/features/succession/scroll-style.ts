// The height of a succession table's scroll area: fixed, or 'fill' to take the room left in the
// dialog's column, so whatever shows above (the take-over summary) never pushes the footer's
// buttons out of the window.
import type { CSSProperties } from 'react';

export function scrollStyle(height: string): CSSProperties {
  return height === 'fill' ? { flex: '1 1 0', minHeight: 120 } : { height };
}
