// One registry maps the `component` strings of server routes to lazily loaded pages. A string it
// does not know renders PageUnavailable, naming it, never a blank screen.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

export const PAGE_LOADERS: Record<string, Loader> = {
  // The flavour landing pages (majorProjectDesk, workbench, oil and gas desk).
  'desk/majorProjectDesk': () => import('../pages/desk/MajorProjectDesk'),
  'desk/workbench': () => import('../pages/desk/Workbench'),
  'desk/oilGasDesk': () => import('../pages/desk/OilGasDesk'),
  'system/notice/index': () => import('../pages/system/notice/NoticeManagement'),
  'system/downloadFile/index': () => import('../pages/system/downloadFile/DownloadFiles'),
  'system/form/index': () => import('../pages/system/form/FormDefinitions'),
  'datareporting/list': () => import('../pages/datareporting/ReportList'),
  'datareporting/fill': () => import('../pages/datareporting/FillPage'),
  'datareporting/detail': () => import('../pages/datareporting/DetailPage'),
  'configlist/index': () => import('../pages/configlist/ConfigListPage'),
};

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazy page for a component string, or null when the platform has no such page. */
export function resolvePage(
  component: string,
  loaders: Record<string, Loader> = PAGE_LOADERS,
): LazyExoticComponent<ComponentType> | null {
  const loader = loaders[component];
  if (!loader) return null;
  let page = cache.get(component);
  if (!page) {
    page = lazy(loader);
    cache.set(component, page);
  }
  return page;
}
