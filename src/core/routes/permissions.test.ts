import { describe, expect, it } from 'vitest';
import { Permission } from '../contracts/permissions';
import { allPermissionKeys } from './index';

describe('API permission keys', () => {
  it('each key the API checks guards a screen of the catalogue (revoke is an action, not a screen)', () => {
    const screenKeys = new Set(allPermissionKeys);
    for (const key of Object.values(Permission)) {
      if (key === Permission.revoke) continue;
      expect(screenKeys.has(key), key).toBe(true);
    }
  });
});
