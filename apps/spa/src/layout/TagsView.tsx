// SPEC §2 tab strip of visited pages: right-click menu (刷新页面 / 关闭当前 / 关闭其他 /
// 关闭所有, 105 px wide), previous and next arrows that also scroll the strip by a quarter of its
// width, a 刷新 button, middle click to close; pinned tabs never close.
import { SHELL_TEXT } from '@ent/core/messages';
import { afterClose, neighbour, scrollStep, TAG_CONTEXT_MENU_WIDTH, type TagView } from '@ent/core/shell';
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  makeStyles,
  mergeClasses,
  type PositioningVirtualElement,
  shorthands,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, ChevronLeftRegular, ChevronRightRegular, DismissRegular } from '@fluentui/react-icons';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useServices } from '../state/servicesContext';

const useStyles = makeStyles({
  strip: {
    display: 'flex',
    alignItems: 'center',
    height: '34px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: '0 1px 3px 0 rgba(0,0,0,.08)',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  scroller: { flexGrow: 1, overflowX: 'auto', overflowY: 'hidden', whiteSpace: 'nowrap', scrollBehavior: 'smooth' },
  list: { display: 'inline-flex', gap: '4px', listStyle: 'none', margin: 0, padding: '0 6px' },
  tag: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '4px',
    height: '26px',
    padding: '0 8px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    cursor: 'pointer',
    ':focus-visible': { outline: `2px solid ${tokens.colorBrandStroke1}` },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground,
    ...shorthands.borderColor(tokens.colorBrandBackground),
    color: tokens.colorNeutralForegroundOnBrand,
  },
  close: {
    display: 'inline-flex',
    border: 'none',
    background: 'none',
    color: 'inherit',
    padding: '1px',
    borderRadius: '50%',
    cursor: 'pointer',
    ':hover': { backgroundColor: 'rgba(0,0,0,0.15)' },
  },
  menu: {
    minWidth: `${TAG_CONTEXT_MENU_WIDTH}px`,
    maxWidth: `${TAG_CONTEXT_MENU_WIDTH}px`,
    width: `${TAG_CONTEXT_MENU_WIDTH}px`,
    boxSizing: 'border-box',
  },
});

function pointAt(x: number, y: number): PositioningVirtualElement {
  return { getBoundingClientRect: () => ({ x, y, top: y, left: x, bottom: y, right: x, width: 0, height: 0 }) };
}

export function TagsView({ activePath }: { activePath: string }) {
  const { shell } = useServices();
  const { visited } = useSnapshot(shell.tags);
  const [, navigate] = useLocation();
  const scroller = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<{ view: TagView; target: PositioningVirtualElement } | null>(null);
  const styles = useStyles();

  // Keep the active tab in view whenever the active tab or the strip changes.
  const stripKey = `${activePath}|${visited.length}`;
  useEffect(() => {
    if (!stripKey) return;
    const active = scroller.current?.querySelector<HTMLElement>('[aria-current="page"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [stripKey]);

  const refresh = (view: TagView) => {
    shell.tabs.uncache(view.path);
    navigate(`/redirect${view.fullPath}`, { replace: true });
  };

  const close = (view: TagView) => {
    if (view.affix) return;
    const wasActive = view.path === activePath;
    shell.tabs.remove(view.path);
    const next = afterClose(shell.tags, view, wasActive);
    if (next.type === 'go') navigate(next.to);
    else if (next.type === 'reload') navigate(`/redirect${next.path}`, { replace: true });
  };

  const closeOthers = (view: TagView) => {
    shell.tabs.removeOthers(view.path);
    if (view.path !== activePath) navigate(view.fullPath);
  };

  const closeAll = (view: TagView) => {
    shell.tabs.removeAll();
    const next = afterClose(shell.tags, view, true);
    if (next.type === 'go') navigate(next.to);
    else if (next.type === 'reload') navigate(`/redirect${next.path}`, { replace: true });
  };

  const step = (direction: -1 | 1) => {
    const strip = scroller.current;
    if (strip) strip.scrollLeft += direction * scrollStep(strip.clientWidth);
    const target = neighbour(shell.tags, activePath, direction);
    if (target) navigate(target.fullPath);
  };

  const onKeyDown = (event: KeyboardEvent, view: TagView) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      navigate(view.fullPath);
    } else if (event.key === 'Delete' && !view.affix) {
      close(view);
    } else if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault();
      const rect = (event.currentTarget as HTMLElement).getBoundingClientRect();
      setMenu({ view, target: pointAt(rect.left, rect.bottom) });
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const items = [...(scroller.current?.querySelectorAll<HTMLElement>('[data-tag]') ?? [])];
      const index = items.indexOf(event.currentTarget as HTMLElement);
      items[index + (event.key === 'ArrowLeft' ? -1 : 1)]?.focus();
    }
  };

  return (
    <nav className={styles.strip} aria-label={SHELL_TEXT.tabs}>
      <Tooltip content={SHELL_TEXT.previousTab} relationship="label">
        <Button appearance="subtle" size="small" icon={<ChevronLeftRegular />} onClick={() => step(-1)} />
      </Tooltip>
      <div className={styles.scroller} ref={scroller}>
        <ul className={styles.list}>
          {visited.map((view) => {
            const active = view.path === activePath;
            return (
              <li key={view.path}>
                {/* biome-ignore lint/a11y/useSemanticElements: a tab with its own close button cannot be a <button>. */}
                <span
                  role="link"
                  tabIndex={0}
                  data-tag={view.path}
                  aria-current={active ? 'page' : undefined}
                  className={mergeClasses(styles.tag, active && styles.active)}
                  onClick={() => navigate(view.fullPath)}
                  onKeyDown={(event) => onKeyDown(event, view)}
                  onAuxClick={(event: MouseEvent) => {
                    if (event.button === 1) {
                      event.preventDefault();
                      close(view);
                    }
                  }}
                  onMouseDown={(event) => {
                    // Keep the browser's middle-click autoscroll from starting.
                    if (event.button === 1) event.preventDefault();
                  }}
                  onContextMenu={(event) => {
                    event.preventDefault();
                    setMenu({ view, target: pointAt(event.clientX, event.clientY) });
                  }}
                >
                  {view.title}
                  {view.affix ? null : (
                    <button
                      type="button"
                      className={styles.close}
                      aria-label={SHELL_TEXT.closeTab(view.title)}
                      tabIndex={-1}
                      onClick={(event) => {
                        event.stopPropagation();
                        close(view);
                      }}
                    >
                      <DismissRegular fontSize={12} />
                    </button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <Tooltip content={SHELL_TEXT.nextTab} relationship="label">
        <Button appearance="subtle" size="small" icon={<ChevronRightRegular />} onClick={() => step(1)} />
      </Tooltip>
      <Button
        appearance="subtle"
        size="small"
        icon={<ArrowClockwiseRegular />}
        onClick={() => {
          const current = visited.find((view) => view.path === activePath);
          if (current) refresh(current as TagView);
        }}
      >
        {SHELL_TEXT.refresh}
      </Button>
      <Menu
        open={menu !== null}
        onOpenChange={(_event, data) => {
          if (!data.open) setMenu(null);
        }}
        positioning={{ target: menu?.target, position: 'below', align: 'start' }}
      >
        <MenuPopover className={styles.menu}>
          <MenuList>
            {menu ? (
              <>
                <MenuItem onClick={() => refresh(menu.view)}>{SHELL_TEXT.refreshPage}</MenuItem>
                {menu.view.affix ? null : (
                  <MenuItem onClick={() => close(menu.view)}>{SHELL_TEXT.closeCurrent}</MenuItem>
                )}
                <MenuItem onClick={() => closeOthers(menu.view)}>{SHELL_TEXT.closeOthers}</MenuItem>
                <MenuItem onClick={() => closeAll(menu.view)}>{SHELL_TEXT.closeAll}</MenuItem>
              </>
            ) : null}
          </MenuList>
        </MenuPopover>
      </Menu>
    </nav>
  );
}
