// Menu icon names of the server routes (RuoYi's) mapped to Fluent icons.
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

const ICONS: Record<string, ReactElement> = {
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
  return ICONS[name] ?? <AppsRegular />;
}
