// One registry maps the `component` strings of server routes to lazily loaded pages. A string it
// does not know renders PageUnavailable, naming it, never a blank screen.
import type { PageComponent } from '@ent/core/routes';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

export const PAGE_LOADERS: Record<PageComponent, Loader> = {
  // The flavour landing pages (majorProjectDesk, workbench, oil and gas desk).
  'desk/majorProjectDesk': () => import('../pages/desk/MajorProjectDesk'),
  'desk/workbench': () => import('../pages/desk/Workbench'),
  'desk/oilGasDesk': () => import('../pages/desk/OilGasDesk'),
  'system/notice/index': () => import('../pages/system/notice/NoticeManagement'),
  'system/downloadFile/index': () => import('../pages/system/downloadFile/DownloadFiles'),
  'system/form/index': () => import('../pages/system/form/FormDefinitions'),
  'system/smsOutbox/index': () => import('../pages/system/smsOutbox/SmsOutboxPage'),
  'datareporting/list': () => import('../pages/datareporting/ReportList'),
  'datareporting/fill': () => import('../pages/datareporting/FillPage'),
  'datareporting/detail': () => import('../pages/datareporting/DetailPage'),
  'configlist/index': () => import('../pages/configlist/ConfigListPage'),
  // Government-enterprise interaction (政企互动): news and bulletins, consulting advice.
  'zqhd/notice/index': () => import('../pages/zqhd/notice/NewsPage'),
  'zqhd/consultingAdvice/index': () => import('../pages/zqhd/consulting/ConsultingAdvicePage'),
  'bulletin/detail': () => import('../pages/bulletin/BulletinDetailPage'),
  'dataAdministration/energyBody/index': () => import('../pages/dataAdministration/energyBody/EnergyBodyList'),
  'dataAdministration/energyBody/edit': () => import('../pages/dataAdministration/energyBody/EnergyBodyEdit'),
  'dataAdministration/informationFilling/index': () =>
    import('../pages/dataAdministration/informationFilling/FilingList'),
  'dataAdministration/informationFilling/edit': () =>
    import('../pages/dataAdministration/informationFilling/FilingEdit'),
  'dataAdministration/informationFilling/detail': () =>
    import('../pages/dataAdministration/informationFilling/FilingDetail'),
  // The personal pages of the user menu (SPEC §2 layout routes).
  'user/profile/index': () => import('../pages/user/profile/ProfilePage'),
  'user/edit/index': () => import('../pages/user/edit/EnterpriseInfoPage'),
  'user/editPassword/index': () => import('../pages/user/editPassword/EditPasswordPage'),
};

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazy page for a component string, or null when the platform has no such page. */
export function resolvePage(
  component: string,
  loaders: Record<string, Loader> = PAGE_LOADERS,
): LazyExoticComponent<ComponentType> | null {
  const loader = Object.hasOwn(loaders, component) ? loaders[component] : undefined;
  if (!loader) return null;
  let page = cache.get(component);
  if (!page) {
    page = lazy(loader);
    cache.set(component, page);
  }
  return page;
}
