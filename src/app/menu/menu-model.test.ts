import { describe, expect, it } from 'vitest';
import { allPermissionKeys, routeCatalogue } from '../../core/routes';
import {
  buildMenu,
  filterMenu,
  menuFromCatalogue,
  menuFromPlatList,
  menuLinks,
  menuRoutes,
} from './menu-model';

describe('menuFromCatalogue', () => {
  it('shows nothing without permissions', () => {
    expect(menuFromCatalogue(routeCatalogue, [])).toEqual([]);
  });

  it('groups the granted screens by module with Chinese titles', () => {
    const menu = menuFromCatalogue(routeCatalogue, [
      'ledger.balance',
      'ledger.general',
      'reimbursement.mine',
    ]);
    expect(menu.map((g) => g.title)).toEqual(['财务核算', '报销管理']);
    expect(menu[0]).toMatchObject({
      key: 'financialSoftware',
      glyph: '账',
      sections: [
        {
          title: null,
          links: [
            { title: '总账', path: '/final/financialSoftware/accountQueryPrinting/list-general-ledger' },
            {
              title: '科目余额表',
              path: '/final/financialSoftware/accountQueryPrinting/account-balance-sheet',
            },
          ],
        },
      ],
    });
  });

  it('splits a big module into folder sections in accounting order', () => {
    const menu = menuFromCatalogue(routeCatalogue, allPermissionKeys);
    const finance = menu.find((g) => g.key === 'financialSoftware');
    expect(finance?.sections.map((s) => s.title).slice(0, 4)).toEqual([
      '凭证处理',
      '账簿查询',
      '凭证查询打印',
      '财务报表',
    ]);
    // Every granted screen but the layout's own (task board, navigation page) is in the menu.
    const screens = menuRoutes(routeCatalogue, allPermissionKeys).filter((r) => r.module !== 'top');
    expect(menuLinks(menu)).toHaveLength(screens.length);
  });

  it('lists only own-tab screens without path parameters', () => {
    const links = menuLinks(menuFromCatalogue(routeCatalogue, allPermissionKeys));
    expect(links.some((l) => l.path.includes('$'))).toBe(false);
    expect(links.some((l) => l.path === '/final/usercenter/add-role')).toBe(false);
    expect(links.some((l) => l.path === '/login' || l.path === '/')).toBe(false);
  });
});

describe('menuFromPlatList', () => {
  const plat = [
    {
      id: 1,
      title: '财务核算',
      path: null,
      icon: 'calculator',
      children: [
        {
          id: 2,
          title: '账簿查询',
          path: null,
          icon: '',
          children: [{ id: 3, title: '总账', path: '/final/x/general', icon: '', children: [] }],
        },
        { id: 4, title: '凭证录入', path: '/final/x/voucher', icon: '', children: [] },
      ],
    },
    { id: 5, title: '空分组', path: null, icon: '', children: [] },
    'garbage',
  ];

  it('reads the server tree as groups and sections', () => {
    expect(menuFromPlatList(plat)).toEqual([
      {
        key: 'menu-0',
        title: '财务核算',
        glyph: '账',
        sections: [
          { title: null, links: [{ title: '凭证录入', path: '/final/x/voucher' }] },
          { title: '账簿查询', links: [{ title: '总账', path: '/final/x/general' }] },
        ],
      },
    ]);
  });

  it('is preferred over the catalogue when present', () => {
    expect(buildMenu(plat, routeCatalogue, allPermissionKeys)).toHaveLength(1);
    expect(buildMenu([], routeCatalogue, ['ledger.balance'])).toHaveLength(1);
    expect(buildMenu([], routeCatalogue, ['ledger.balance'])[0]?.title).toBe('财务核算');
  });
});

describe('filterMenu', () => {
  const menu = menuFromCatalogue(routeCatalogue, allPermissionKeys);

  it('keeps links whose title matches, in their groups', () => {
    const found = filterMenu(menu, '余额表');
    expect(menuLinks(found).every((l) => l.title.includes('余额表'))).toBe(true);
    expect(menuLinks(found).length).toBeGreaterThan(0);
  });

  it('keeps a whole group or section when its title matches', () => {
    const found = filterMenu(menu, '出纳管理');
    expect(menuLinks(found).length).toBe(12);
  });

  it('returns everything for a blank search and nothing for no match', () => {
    expect(filterMenu(menu, '  ')).toEqual(menu);
    expect(filterMenu(menu, '不存在的菜单')).toEqual([]);
  });
});
