import { describe, expect, it } from 'vitest';
import { permissionRegistry } from '../permissions/registry';
import { permissionGroups } from './permission-groups';

describe('permission groups', () => {
  const groups = permissionGroups();
  it('holds every registered key once', () => {
    const keys = groups.flatMap((g) => g.sections.flatMap((s) => s.items.map((i) => i.key)));
    expect(keys.length).toBe(permissionRegistry.size);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('follows the menu: 财务核算 first with its folder sections, call keys last', () => {
    expect(groups[0]?.title).toBe('财务核算');
    expect(groups[0]?.sections.map((s) => s.title)).toContain('凭证处理');
    const voucher = groups[0]?.sections.find((s) => s.title === '凭证处理');
    expect(voucher?.items.map((i) => i.name)).toContain('凭证录入');
    expect(groups.at(-1)?.title).toBe('其他权限');
    expect(groups.at(-1)?.sections[0]?.items.map((i) => i.key)).toContain('attachment.view');
  });
});
