// SPEC §2 top navigation bar: sidebar toggle, logo, breadcrumb, top menu (5 items, 8 embedded,
// the rest under "more"), header search, fullscreen, size selector, notice bell, user menu.
import { SHELL_TEXT } from '@ent/core/messages';
import type { ResolvedPage } from '@ent/core/routes';
import { type MenuItem, SIZE_LABELS, SIZES, splitTopMenu } from '@ent/core/shell';
import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Button,
  MenuItem as FluentMenuItem,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  Tab,
  TabList,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import {
  FullScreenMaximizeRegular,
  FullScreenMinimizeRegular,
  MoreHorizontalRegular,
  NavigationRegular,
  SettingsRegular,
  TextFontSizeRegular,
} from '@fluentui/react-icons';
import { Fragment, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useServices } from '../state/servicesContext';
import { useControlSize } from '../state/useShell';
import { HeaderSearch } from './HeaderSearch';
import { NoticeBell } from './NoticeBell';
import { UserMenu } from './UserMenu';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    height: '50px',
    padding: '0 12px 0 4px',
    boxShadow: '0 1px 4px rgba(0,21,41,.08)',
  },
  logo: { width: '26px', height: '26px' },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
  },
  // On a narrow screen the trail is cut at the right instead of running under the bell.
  crumbs: { flexShrink: 1, minWidth: 0, overflow: 'hidden' },
  top: { flexGrow: 1, minWidth: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' },
  right: { display: 'flex', alignItems: 'center', gap: '4px', marginLeft: 'auto', flexShrink: 0 },
  hiddenMobile: { '@media (max-width: 991px)': { display: 'none' } },
});

/**
 * 布局大小: the control density. Its tooltip hides while its menu is open: shown below the button,
 * it would otherwise lie over the menu's first choice.
 */
function SizeMenu() {
  const { shell } = useServices();
  const settings = useSnapshot(shell.settings);
  const size = useControlSize();
  const [open, setOpen] = useState(false);
  const [tip, setTip] = useState(false);
  return (
    <Menu
      open={open}
      onOpenChange={(_event, data) => setOpen(data.open)}
      checkedValues={{ size: [settings.size] }}
      onCheckedValueChange={(_event, data) => {
        const next = data.checkedItems[0];
        if (next && (SIZES as readonly string[]).includes(next)) shell.settings.size = next as (typeof SIZES)[number];
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Tooltip
          content={SHELL_TEXT.size}
          relationship="label"
          visible={tip && !open}
          onVisibleChange={(_event, data) => setTip(data.visible)}
        >
          <Button appearance="subtle" size={size} icon={<TextFontSizeRegular />} />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {SIZES.map((option) => (
            <MenuItemRadio key={option} name="size" value={option}>
              {SIZE_LABELS[option]}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

function useFullscreen(): [boolean, () => void] {
  const [full, setFull] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.();
  };
  return [full, toggle];
}

function TopMenu({
  items,
  topPath,
  onOpen,
}: {
  items: MenuItem[];
  topPath: string | undefined;
  onOpen: (item: MenuItem) => void;
}) {
  const { platform } = useServices();
  const { embedded } = useSnapshot(platform);
  const { visible, more } = splitTopMenu(items, embedded);
  return (
    <nav aria-label={SHELL_TEXT.topMenu}>
      <TabList
        size="small"
        selectedValue={topPath ?? ''}
        onTabSelect={(_event, data) => {
          const item = items.find((i) => i.path === data.value);
          if (item) onOpen(item);
        }}
      >
        {visible.map((item) => (
          <Tab key={item.path} value={item.path}>
            {item.title}
          </Tab>
        ))}
        {more.length > 0 ? (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button appearance="transparent" icon={<MoreHorizontalRegular />}>
                {SHELL_TEXT.moreMenu}
              </Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {more.map((item) => (
                  <FluentMenuItem key={item.path} onClick={() => onOpen(item)}>
                    {item.title}
                  </FluentMenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        ) : null}
      </TabList>
    </nav>
  );
}

export interface NavbarProps {
  items: MenuItem[];
  topPath: string | undefined;
  onOpenTop: (item: MenuItem) => void;
  page: ResolvedPage;
  sidebarShown: boolean;
}

export function Navbar({ items, topPath, onOpenTop, page, sidebarShown }: NavbarProps) {
  const services = useServices();
  const { shell } = services;
  const settings = useSnapshot(shell.settings);
  const sidebar = useSnapshot(shell.sidebar);
  const { device } = useSnapshot(shell.device);
  const { profile, title } = useSnapshot(services.platform);
  const [, navigate] = useLocation();
  const [full, toggleFull] = useFullscreen();
  const size = useControlSize();
  const styles = useStyles();
  const mobile = device === 'mobile';
  const crumbs = page.routePath === profile.landing ? [] : page.titles;

  return (
    <div className={styles.bar}>
      {sidebarShown ? (
        <Tooltip content={SHELL_TEXT.toggleSidebar} relationship="label">
          <Button
            appearance="subtle"
            icon={<NavigationRegular />}
            onClick={() => shell.toggleSidebar()}
            aria-expanded={sidebar.opened}
          />
        </Tooltip>
      ) : (
        <span className={styles.brand}>
          <img className={styles.logo} src={`${import.meta.env.BASE_URL}favicon.svg`} alt={SHELL_TEXT.logo} />
          {mobile ? null : title}
        </span>
      )}
      <Breadcrumb aria-label={SHELL_TEXT.breadcrumb} size="small" className={styles.crumbs}>
        <BreadcrumbItem>
          <BreadcrumbButton onClick={() => navigate(profile.landing)} current={crumbs.length === 0}>
            {profile.firstCrumb}
          </BreadcrumbButton>
        </BreadcrumbItem>
        {crumbs.map((crumb, index) => (
          // Titles of one trail are distinct levels: the depth names the crumb.
          <Fragment key={crumbs.slice(0, index + 1).join('/')}>
            <BreadcrumbDivider />
            <BreadcrumbItem>
              <BreadcrumbButton current={index === crumbs.length - 1}>{crumb}</BreadcrumbButton>
            </BreadcrumbItem>
          </Fragment>
        ))}
      </Breadcrumb>
      <div className={mergeClasses(styles.top, styles.hiddenMobile)}>
        {mobile ? null : <TopMenu items={items} topPath={topPath} onOpen={onOpenTop} />}
      </div>
      <div className={styles.right}>
        {mobile ? null : <HeaderSearch />}
        {mobile ? null : (
          <Tooltip content={full ? SHELL_TEXT.exitFullscreen : SHELL_TEXT.fullscreen} relationship="label">
            <Button
              appearance="subtle"
              size={size}
              icon={full ? <FullScreenMinimizeRegular /> : <FullScreenMaximizeRegular />}
              onClick={toggleFull}
            />
          </Tooltip>
        )}
        {mobile ? null : <SizeMenu />}
        <NoticeBell />
        {settings.showSettings ? (
          <Tooltip content={SHELL_TEXT.layoutSettings} relationship="label">
            <Button
              appearance="subtle"
              size={size}
              icon={<SettingsRegular />}
              onClick={() => (shell.drawer.settingsOpen = true)}
            />
          </Tooltip>
        ) : null}
        <UserMenu />
      </div>
    </div>
  );
}
