// Which forms hold unsaved input. An update never reloads the page under a dirty form.
const dirty = new Set<string>();
const listeners = new Set<() => void>();

export function setFormDirty(formId: string, isDirty: boolean): void {
  const changed = isDirty ? !dirty.has(formId) : dirty.has(formId);
  if (isDirty) dirty.add(formId);
  else dirty.delete(formId);
  if (changed) for (const listener of listeners) listener();
}

export function anyFormDirty(): boolean {
  return dirty.size > 0;
}

export function onDirtyChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
