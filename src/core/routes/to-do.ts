// To-do (spec 001 §2.15): both screens carry the same title in the spec.

import { defineModule } from './define';
import type { RouteEntry } from './types';

const m = defineModule('toDo', '/final/toDoList');

m.screen('to-do-list', '待办事项', 'todo.list');
m.screen('new-to-do-list', '待办事项', 'todo.newList');

export const toDoRoutes: readonly RouteEntry[] = m.routes;
