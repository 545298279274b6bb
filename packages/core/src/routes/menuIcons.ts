// The platform's menu icon set: the names a menu row may carry (RuoYi's icon names), each drawn by
// the SPA's layout (apps/spa/src/layout/menuIcons.tsx). The menu page offers only these.
export const MENU_ICONS = [
  'dashboard',
  'form',
  'table',
  'message',
  'system',
  'chart',
  'documentation',
  'link',
] as const;

export type MenuIcon = (typeof MENU_ICONS)[number];
