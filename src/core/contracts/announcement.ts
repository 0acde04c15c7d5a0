// 公告推送, 公告列表 and 待办推送 (issue 21 item 4): announcements to everyone, to the holders of some
// duties or to the users of some ledger sets, each user's read receipt, the list on the home page; and
// to-dos pushed to named users, shown in their 待办 until done.
import { array, enums, nullable, object, optional, refine, string } from 'superstruct';
import { get, noInput, post } from './contract';
import { id, intIn, text } from './structs';

export type Audience = 'all' | 'roles' | 'ledgers';
export const audienceNames: Readonly<Record<Audience, string>> = {
  all: '全体用户',
  roles: '指定岗位',
  ledgers: '指定账套',
};

const labels = {
  id: '公告',
  version: '版本',
  title: '标题',
  body: '内容',
  audience: '发送范围',
  roleIds: '岗位',
  zids: '账套',
  userIds: '接收人',
  href: '链接',
  pageIndex: '页码',
  pageSize: '每页条数',
};

const ids = (what: string, max: number) =>
  refine(array(id()), what, (l) => (l.length <= max ? true : `最多 ${max} 个`));

export const AnnouncementSave = object({
  id: optional(nullable(id())),
  version: optional(nullable(intIn(1, 2_147_483_647))),
  title: text(100),
  body: text(5000),
  audience: enums(['all', 'roles', 'ledgers'] as const),
  roleIds: optional(ids('roleIds', 50)),
  zids: optional(ids('zids', 500)),
});

export interface AnnouncementView {
  id: number;
  version: number;
  title: string;
  body: string;
  audience: Audience;
  roleIds: number[];
  zids: number[];
  /** 全体用户, or the duties' or ledger sets' names. */
  audienceText: string;
  createdByName: string;
  publishedAt: string;
  withdrawnAt: string | null;
  /** Users the announcement reaches now, and how many of them have read it. */
  audienceCount: number;
  readCount: number;
}

export interface AnnouncementPage {
  currentPageItems: AnnouncementView[];
  totalItemCount: number;
}

export interface AnnouncementReceipt {
  userId: number;
  userName: string;
  realName: string;
  /** ISO time; null while unread. */
  readAt: string | null;
}

/** One announcement as its reader sees it on the home page. */
export interface MyAnnouncement {
  id: number;
  title: string;
  body: string;
  createdByName: string;
  publishedAt: string;
  read: boolean;
}

/** A to-do an administrator pushed, as the list of pushes shows it. */
export interface PushedTodo {
  id: number;
  userId: number;
  userName: string;
  title: string;
  body: string;
  href: string;
  pushedByName: string;
  pushedAt: string;
  doneAt: string | null;
}

export interface PushedTodoPage {
  currentPageItems: PushedTodo[];
  totalItemCount: number;
}

const page = { pageIndex: optional(intIn(1, 100_000)), pageSize: optional(intIn(1, 500)) };

/** A screen path inside the app (no other site), or nothing. */
const href = () =>
  refine(string(), 'href', (v) =>
    v === '' || (/^\/[^\s]*$/.test(v) && !v.startsWith('//'))
      ? true
      : '应为本系统内的页面地址，如 /final/...',
  );

export const announcementContracts = {
  save: post('/api/announcement/save', AnnouncementSave, labels).answers<AnnouncementView>(),
  withdraw: post(
    '/api/announcement/withdraw',
    object({ id: id(), version: intIn(1, 2_147_483_647) }),
    labels,
  ).answers<AnnouncementView>(),
  list: get('/api/announcement/list', object(page), labels).answers<AnnouncementPage>(),
  receipts: get('/api/announcement/receipts', object({ id: id() }), labels).answers<AnnouncementReceipt[]>(),
  mine: get('/api/announcement/mine', noInput).answers<MyAnnouncement[]>(),
  read: post('/api/announcement/read', object({ id: id() }), labels).answers<null>(),
  pushTodo: post(
    '/api/todo/push',
    object({
      userIds: refine(array(id()), 'userIds', (l) =>
        l.length === 0 ? '请选择接收人' : l.length > 500 ? '最多 500 人' : true,
      ),
      title: text(100),
      body: optional(refine(string(), 'body', (v) => (v.length <= 2000 ? true : '长度不能超过 2000 个字符'))),
      href: optional(href()),
    }),
    labels,
  ).answers<{ count: number }>(),
  pushed: get('/api/todo/pushed', object(page), labels).answers<PushedTodoPage>(),
  todoDone: post('/api/todo/done', object({ id: id() }), labels).answers<null>(),
};
