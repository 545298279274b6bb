// Menu icon names of the server routes (RuoYi's) mapped to Fluent icons: the platform's icon set
// (@ent/core/routes MENU_ICONS, the names 菜单管理 offers), each drawn here.
import type { MenuIcon } from '@ent/core/routes';
import {
  AppsRegular,
  BoardRegular,
  ChatMultipleRegular,
  DataBarVerticalRegular,
  DocumentTableRegular,
  FormRegular,
  GlobeRegular,
  SettingsRegular,
  TableRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';

const ICONS: Record<MenuIcon, ReactElement> = {
  dashboard: <BoardRegular />,
  form: <FormRegular />,
  table: <TableRegular />,
  message: <ChatMultipleRegular />,
  system: <SettingsRegular />,
  chart: <DataBarVerticalRegular />,
  documentation: <DocumentTableRegular />,
  link: <GlobeRegular />,
};

export function menuIcon(name: string): ReactElement {
  return Object.hasOwn(ICONS, name) ? ICONS[name as MenuIcon] : <AppsRegular />;
}
