// 部门管理 and 部门设置 (one screen under two permissions), offline through the outbox.
import { departmentContracts } from '../../core/contracts/department';
import { departmentKind, departmentOutboxKind, loadDepartments } from '../../local/departments';
import { defineFeature } from '../../ui/feature-module';

export const departmentModule = defineFeature({
  name: 'department',
  screens: [
    {
      path: '/final/usercenter/department-management',
      load: () => import('./DepartmentScreen').then((m) => m.DepartmentScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/settings/departmentSetting',
      load: () => import('./DepartmentScreen').then((m) => m.DepartmentScreen),
      keepAlive: true,
    },
    {
      path: '/final/financialSoftware/initSubjectSetting/init-department',
      load: () => import('./DepartmentScreen').then((m) => m.DepartmentScreen),
      keepAlive: true,
    },
  ],
  outboxKinds: { [departmentKind]: departmentOutboxKind },
  references: { departments: loadDepartments },
  batches: { [departmentContracts.save.path]: departmentContracts.saveBatch.path },
});
