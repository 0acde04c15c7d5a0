// When a waiting new version may take over. Reloading under a dirty form or while the outbox is
// sending could lose what the user typed or interrupt a save, so then the update waits (it applies
// by itself at the next start, when no page uses the old worker).

export interface UpdateContext {
  formDirty: boolean;
  outboxSending: boolean;
}

export type UpdateDecision = { apply: true } | { apply: false; reason: string };

export function decideUpdate(ctx: UpdateContext): UpdateDecision {
  if (ctx.formDirty) return { apply: false, reason: '有尚未保存的表单，新版本将在保存后或下次启动时生效' };
  if (ctx.outboxSending)
    return { apply: false, reason: '正在同步离线数据，新版本将在同步完成后或下次启动时生效' };
  return { apply: true };
}
