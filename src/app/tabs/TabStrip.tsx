// The tab strip (spec 001 §2.2): one tab per opened screen, the active one highlighted; × or a
// middle click closes, and closing the active tab shows its neighbour.
import { ActionIcon, Menu } from '@mantine/core';
import { useLocation, useRouter } from '@tanstack/react-router';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useSyncExternalStore } from 'react';
import { ChevronDownIcon, CloseIcon } from '../layout/icons';
import { useShell } from '../shell-services';
import type { OpenTab } from './tab-state';
import classes from './tabs.module.css';

export function TabStrip() {
  const { tabs } = useShell();
  const router = useRouter();
  const location = useLocation();
  const state = useSyncExternalStore(tabs.subscribe, tabs.state);
  const listRef = useRef<HTMLDivElement>(null);

  // Keep the active tab in view when many are open.
  const activeHref = state.active;
  useEffect(() => {
    if (activeHref === null) return;
    const tabsShown = listRef.current?.querySelectorAll<HTMLElement>('[data-href]') ?? [];
    const active = [...tabsShown].find((el) => el.dataset.href === activeHref);
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeHref]);

  const go = (href: string) => void router.navigate({ href });
  const close = (tab: OpenTab) => {
    const next = tabs.close(tab.href);
    if (next !== null) go(next);
  };

  return (
    <div className={classes.strip} role="tablist" aria-label="已打开的页面">
      <div className={classes.list} ref={listRef}>
        {state.tabs.map((tab) => {
          const active = tab.href === state.active;
          // On a child page the parent's tab is active but not shown: clicking it goes back to the list.
          const onClick = () => {
            if (location.pathname !== tab.href) go(tab.to);
          };
          const onAuxClick = (e: MouseEvent) => {
            if (e.button === 1 && !tab.pinned) {
              e.preventDefault();
              close(tab);
            }
          };
          const onKeyDown = (e: KeyboardEvent) => {
            if (e.key === 'Enter' || e.key === ' ') onClick();
            if (e.key === 'Delete' && !tab.pinned) close(tab);
          };
          return (
            <div
              key={tab.href}
              role="tab"
              tabIndex={0}
              aria-selected={active}
              data-active={active}
              data-href={tab.href}
              className={`${classes.tab} ${active ? classes.active : ''} ${tab.pinned ? classes.pinned : ''}`}
              onClick={onClick}
              onAuxClick={onAuxClick}
              onMouseDown={(e) => {
                // Middle-button down would start the browser's autoscroll.
                if (e.button === 1) e.preventDefault();
              }}
              onKeyDown={onKeyDown}
              title={tab.title}
            >
              {active && <span className={classes.dot} />}
              <span>{tab.title}</span>
              {!tab.pinned && (
                <button
                  type="button"
                  className={classes.close}
                  aria-label={`关闭 ${tab.title}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    close(tab);
                  }}
                >
                  <CloseIcon size={10} />
                </button>
              )}
            </div>
          );
        })}
      </div>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label="标签操作">
            <ChevronDownIcon size={12} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            fz="sm"
            disabled={state.active === null}
            onClick={() => state.active !== null && tabs.closeOthers(state.active)}
          >
            关闭其他标签
          </Menu.Item>
          <Menu.Item
            fz="sm"
            onClick={() => {
              tabs.closeOthers('/');
              go('/');
            }}
          >
            关闭全部标签
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}
