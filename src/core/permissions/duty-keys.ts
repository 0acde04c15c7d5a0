// The registry's keys as the built-in duties hold them: for the role seeds and the tests of the
// duty table (the registry itself stays free of the duties, which the login page does not need).
import { type DutyCode, duties, grants } from './duties';
import { type PermissionKey, permissionRegistry } from './registry';

/** Every key a duty holds, in registry order. */
export function keysOfDuty(code: DutyCode): PermissionKey[] {
  const duty = duties.find((d) => d.code === code);
  if (!duty) return [];
  return [...permissionRegistry.keys()].filter((key) => grants(duty, key)) as PermissionKey[];
}
