// SPEC §2 left sidebar: logo and platform name, the menu of the active top item built from the
// user's permitted routes; one submenu open at a time; collapsible; http entries open a new tab.
import { SHELL_TEXT } from '@ent/core/messages';
import type { MenuItem } from '@ent/core/shell';
import { makeStyles, mergeClasses, Tooltip, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { type ReactNode, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useServices } from '../state/servicesContext';
import { menuIcon } from './menuIcons';

const useStyles = makeStyles({
  sidebar: { height: '100%', display: 'flex', flexDirection: 'column', overflowY: 'auto', overflowX: 'hidden' },
  dark: { backgroundColor: '#304156', color: '#bfcbd9' },
  light: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground2,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  logo: {
    display: 'flex',
    alignItems: 'center',
    gap: '10px',
    height: '50px',
    padding: '0 14px',
    flexShrink: 0,
    textDecoration: 'none',
    color: 'inherit',
  },
  logoImage: { width: '28px', height: '28px', flexShrink: 0 },
  title: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  entry: {
    display: 'flex',
    alignItems: 'center',
    gap: '10px',
    width: '100%',
    minHeight: '50px',
    padding: '0 16px',
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    fontSize: tokens.fontSizeBase300,
    textDecoration: 'none',
    cursor: 'pointer',
    boxSizing: 'border-box',
    textAlign: 'left',
    ':hover': { backgroundColor: 'rgba(0,0,0,0.12)' },
    ':focus-visible': { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '-2px' },
  },
  nested: { paddingLeft: '44px', minHeight: '44px' },
  active: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  activeDark: { color: tokens.colorBrandForegroundInverted },
  label: { flexGrow: 1, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  icon: { display: 'inline-flex', fontSize: '18px', flexShrink: 0 },
});

function containsPath(item: MenuItem, path: string): boolean {
  return item.path === path || item.children.some((child) => containsPath(child, path));
}

export function Sidebar({
  items,
  activePath,
  collapsed,
}: {
  items: MenuItem[];
  activePath: string;
  collapsed: boolean;
}) {
  const { shell, platform } = useServices();
  const settings = useSnapshot(shell.settings);
  const { title, profile } = useSnapshot(platform);
  const styles = useStyles();
  const dark = settings.sideTheme === 'theme-dark';
  const [open, setOpen] = useState<string | null>(null);

  // The submenu holding the current page opens by itself.
  useEffect(() => {
    setOpen(items.find((item) => item.children.length > 0 && containsPath(item, activePath))?.path ?? null);
  }, [items, activePath]);

  const entryClass = (active: boolean, nested = false) =>
    mergeClasses(
      styles.entry,
      nested && !collapsed && styles.nested,
      active && styles.active,
      active && dark && styles.activeDark,
    );

  const leaf = (item: MenuItem, nested: boolean): ReactNode => {
    const content = (
      <>
        {nested ? null : <span className={styles.icon}>{menuIcon(item.icon)}</span>}
        {collapsed && !nested ? null : <span className={styles.label}>{item.title}</span>}
      </>
    );
    const active = item.path === activePath;
    const link = item.external ? (
      <a className={entryClass(false, nested)} href={item.path} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    ) : (
      <Link className={entryClass(active, nested)} href={item.path} aria-current={active ? 'page' : undefined}>
        {content}
      </Link>
    );
    return collapsed && !nested ? (
      <Tooltip content={item.title} relationship="label" positioning="after">
        {link}
      </Tooltip>
    ) : (
      link
    );
  };

  return (
    <nav className={mergeClasses(styles.sidebar, dark ? styles.dark : styles.light)} aria-label={SHELL_TEXT.sideMenu}>
      {settings.sidebarLogo ? (
        <Link href={profile.landing} className={styles.logo} aria-label={title}>
          <img className={styles.logoImage} src={`${import.meta.env.BASE_URL}favicon.svg`} alt={SHELL_TEXT.logo} />
          {collapsed ? null : <span className={styles.title}>{title}</span>}
        </Link>
      ) : null}
      <ul className={styles.list}>
        {items.map((item) =>
          item.children.length === 0 ? (
            <li key={item.path}>{leaf(item, false)}</li>
          ) : (
            <li key={item.path}>
              <button
                type="button"
                className={entryClass(containsPath(item, activePath))}
                aria-expanded={open === item.path}
                onClick={() => {
                  // Collapsed, a submenu first widens the sidebar; one submenu is open at a time.
                  if (collapsed) shell.toggleSidebar();
                  setOpen(open === item.path && !collapsed ? null : item.path);
                }}
              >
                <span className={styles.icon}>{menuIcon(item.icon)}</span>
                {collapsed ? null : <span className={styles.label}>{item.title}</span>}
                {collapsed ? null : open === item.path ? <ChevronDownRegular /> : <ChevronRightRegular />}
              </button>
              {open === item.path && !collapsed ? (
                <ul className={styles.list}>
                  {item.children.map((child) => (
                    <li key={child.path}>{leaf(child, true)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
