// The sidebar menu: groups by module with folder sections, a search box, and a collapsed 64 px mode
// where each group is a one-character tile opening its links in a flyout.
import { Menu, TextInput } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { routeCatalogue, tabFor } from '../../core/routes';
import { toRouteQuery } from '../../core/routes/search';
import { useSession } from '../../ui/services';
import { buildMenu, filterMenu, type MenuGroup } from '../menu/menu-model';
import { ChevronRightIcon, FoldIcon, SearchIcon, UnfoldIcon } from './icons';
import classes from './sidebar.module.css';

export interface SidebarProps {
  className?: string;
  collapsed: boolean;
  onToggle(): void;
}

/** The menu path the current page belongs to: itself, or its parent screen for a child page. */
function useActivePath(): string {
  const location = useLocation();
  return tabFor(location.pathname, toRouteQuery(location.search))?.href ?? location.pathname;
}

function groupHas(group: MenuGroup, path: string): boolean {
  return group.sections.some((s) => s.links.some((l) => l.path === path));
}

export function Sidebar({ className, collapsed, onToggle }: SidebarProps) {
  const session = useSession();
  const activePath = useActivePath();
  const [query, setQuery] = useState('');
  const menu = useMemo(
    () => buildMenu(session?.platMenuList ?? [], routeCatalogue, session?.readable ?? []),
    [session?.platMenuList, session?.readable],
  );
  const shown = useMemo(() => filterMenu(menu, query), [menu, query]);
  const activeGroup = menu.find((g) => groupHas(g, activePath))?.key;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(activeGroup ? [activeGroup] : []));

  // Opening a page from a tab or a link elsewhere unfolds its group, so the highlight is visible.
  useEffect(() => {
    if (activeGroup) setOpen((prev) => (prev.has(activeGroup) ? prev : new Set([...prev, activeGroup])));
  }, [activeGroup]);

  const toggleGroup = (key: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <nav className={className} aria-label="功能菜单">
      {!collapsed && (
        <div className={classes.search}>
          <TextInput
            size="xs"
            placeholder="搜索菜单"
            aria-label="搜索菜单"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            leftSection={<SearchIcon size={12} />}
            classNames={{ input: classes.searchInput }}
          />
        </div>
      )}
      <div className={classes.scroll}>
        {menu.length === 0 && !collapsed && (
          <div className={classes.empty}>您的账号还没有可用的功能菜单，请联系系统管理员分配角色权限。</div>
        )}
        {shown.map((group) =>
          collapsed ? (
            <CollapsedGroup
              key={group.key}
              group={group}
              active={group.key === activeGroup}
              activePath={activePath}
            />
          ) : (
            <ExpandedGroup
              key={group.key}
              group={group}
              open={query.trim() !== '' || open.has(group.key)}
              active={group.key === activeGroup}
              activePath={activePath}
              onToggle={() => toggleGroup(group.key)}
            />
          ),
        )}
        {!collapsed && query.trim() !== '' && shown.length === 0 && (
          <div className={classes.empty}>没有名称包含「{query.trim()}」的菜单。</div>
        )}
      </div>
      <div className={classes.footer}>
        <button
          type="button"
          className={classes.toggle}
          onClick={onToggle}
          aria-label={collapsed ? '展开菜单' : '收起菜单'}
        >
          {collapsed ? <UnfoldIcon /> : <FoldIcon />}
          {!collapsed && <span>收起菜单</span>}
        </button>
      </div>
    </nav>
  );
}

interface GroupProps {
  group: MenuGroup;
  active: boolean;
  activePath: string;
}

function ExpandedGroup({
  group,
  open,
  active,
  activePath,
  onToggle,
}: GroupProps & { open: boolean; onToggle(): void }) {
  return (
    <div>
      <button
        type="button"
        className={`${classes.group} ${active ? classes.groupActive : ''}`}
        onClick={onToggle}
        aria-expanded={open}
      >
        <span className={classes.glyph}>{group.glyph}</span>
        <span className={classes.groupTitle}>{group.title}</span>
        <ChevronRightIcon size={12} className={`${classes.chevron} ${open ? classes.chevronOpen : ''}`} />
      </button>
      {open && (
        <div className={classes.children}>
          {group.sections.map((section, index) => (
            <div key={section.title ?? `direct-${index}`}>
              {section.title && <div className={classes.sectionTitle}>{section.title}</div>}
              {section.links.map((link) => (
                <Link
                  key={link.path}
                  to={link.path}
                  className={`${classes.link} ${link.path === activePath ? classes.linkActive : ''}`}
                  title={link.title}
                >
                  {link.title}
                </Link>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

function CollapsedGroup({ group, active, activePath }: GroupProps) {
  return (
    <Menu
      trigger="click-hover"
      position="right-start"
      offset={4}
      openDelay={80}
      closeDelay={150}
      withinPortal
    >
      <Menu.Target>
        <button
          type="button"
          className={`${classes.collapsedGroup} ${active ? classes.groupActive : ''}`}
          aria-label={group.title}
        >
          <span className={classes.glyph}>{group.glyph}</span>
        </button>
      </Menu.Target>
      <Menu.Dropdown className={classes.flyout}>
        <Menu.Label>{group.title}</Menu.Label>
        {group.sections.map((section, index) => (
          <div key={section.title ?? `direct-${index}`}>
            {section.title && <Menu.Label>{section.title}</Menu.Label>}
            {section.links.map((link) => (
              <Menu.Item
                key={link.path}
                component={Link}
                to={link.path}
                fz="sm"
                color={link.path === activePath ? 'blue' : undefined}
              >
                {link.title}
              </Menu.Item>
            ))}
          </div>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
