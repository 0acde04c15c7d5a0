import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeCatalogue } from '../routes/index';
import { duties, grants } from './duties';
import { keysOfDuty } from './duty-keys';
import { P } from './keys';
import { isPermissionKey, permission, permissionRegistry } from './registry';

describe('the permission registry', () => {
  it('holds every key the catalogue guards a screen with, named by that screen', () => {
    for (const route of routeCatalogue) {
      if (!route.permission) continue;
      expect(permissionRegistry.get(route.permission)?.name, route.path).toBeTruthy();
    }
    expect(permissionRegistry.get('voucher.entry')?.name).toBe('凭证录入');
  });

  it('refuses a key that is not registered', () => {
    expect(() => permission('voucher.entyr')).toThrow('未登记的权限：voucher.entyr');
    expect(isPermissionKey('voucher.audit')).toBe(true);
  });

  it('lets every constant of keys.ts name a registered key', () => {
    for (const group of Object.values(P))
      for (const key of Object.values(group)) expect(isPermissionKey(key)).toBe(true);
  });

  it('has no duty grant that matches nothing (a misspelt grant would silently grant nothing)', () => {
    const keys = [...permissionRegistry.keys()];
    for (const duty of duties) {
      for (const grant of duty.grants) {
        if (grant === '*') continue;
        const matched = keys.some((k) => grants({ ...duty, grants: [grant] }, k));
        expect(matched, `${duty.name}: ${grant}`).toBe(true);
      }
    }
  });

  it('keeps review apart from entry: 审核 and 记账 neither create, change nor delete vouchers', () => {
    for (const code of ['auditor', 'bookkeeper'] as const) {
      const held = new Set<string>(keysOfDuty(code));
      for (const key of [P.voucher.entry, P.voucher.fundsQuickEntry, P.voucher.modifyDelete]) {
        expect(held.has(key), `${code} ${key}`).toBe(false);
      }
    }
    expect(new Set<string>(keysOfDuty('auditor')).has(P.voucher.audit)).toBe(true);
    expect(new Set<string>(keysOfDuty('bookkeeper')).has(P.voucher.post)).toBe(true);
    // Every key but the read-only mark of 审计, which no wildcard grants.
    expect(keysOfDuty('admin')).toHaveLength(permissionRegistry.size - 1);
    expect(keysOfDuty('admin')).not.toContain(P.audit.readOnly);
  });

  it('is the only place keys are written: app and server code name them through P or permission()', () => {
    const files = execFileSync('git', ['ls-files', 'src', 'server'], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.tsx?$/.test(f) && !/\.test(-util)?\.tsx?$|test-util\.tsx?$/.test(f))
      .filter((f) => !f.startsWith('src/core/routes/') && !f.startsWith('src/core/permissions/'))
      .filter((f) => !f.startsWith('server/db/migrations/'));
    const raw: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/['"`]([a-zA-Z]+\.[a-zA-Z0-9]+)['"`]/g)) {
        if (m[1] && permissionRegistry.has(m[1])) raw.push(`${file}: ${m[1]}`);
      }
    }
    expect(raw).toEqual([]);
  });
});
