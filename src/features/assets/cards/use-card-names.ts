// The names a queued card save shows before the server answers: its class and departments, from the caches.
import { useMemo } from 'react';
import type { DepartmentRecord } from '../../../local';
import type { AssetCategoryRecord } from '../../../local/assets';
import type { QueueNames } from './queued-cards';

export function useCardNames(
  categories: readonly AssetCategoryRecord[],
  departments: readonly DepartmentRecord[],
): QueueNames {
  return useMemo(() => {
    const byCategory = new Map(categories.map((c) => [c.id, { code: c.code, name: c.name }]));
    const byDepartment = new Map(departments.map((d) => [d.id, d.departmentName]));
    return {
      category: (id) => (id === null ? undefined : byCategory.get(id)),
      department: (id) => (id === null ? '' : (byDepartment.get(id) ?? '')),
    };
  }, [categories, departments]);
}
