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
  'monitor/operlog/index': () => import('../pages/monitor/operlog/OperLogPage'),
  'system/config/index': () => import('../pages/system/config/ConfigPage'),
  'system/dict/index': () => import('../pages/system/dict/DictTypePage'),
  'system/dict/data': () => import('../pages/system/dict/DictDataPage'),
  'datareporting/list': () => import('../pages/datareporting/ReportList'),
  'datareporting/fill': () => import('../pages/datareporting/FillPage'),
  'datareporting/detail': () => import('../pages/datareporting/DetailPage'),
  'configlist/index': () => import('../pages/datareporting/ConfigListPage'),
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
  'user/notices/index': () => import('../pages/user/notices/MyNoticesPage'),
  // The identity controls (在线用户, 登录日志, 安全设置).
  'monitor/online/index': () => import('../pages/monitor/online/OnlinePage'),
  'monitor/logininfor/index': () => import('../pages/monitor/logininfor/LoginInforPage'),
  'system/security/index': () => import('../pages/system/security/SecurityPage'),
  // 角色管理, its 分配用户 page and 菜单管理.
  'system/role/index': () => import('../pages/system/role/RolePage'),
  'system/role/authUser': () => import('../pages/system/role/AuthUserPage'),
  'system/menu/index': () => import('../pages/system/menu/MenuPage'),
  // The map (项目地图, a feature's details, 地图数据): the only pages that load OpenLayers.
  'dataAdministration/projectMap/index': () => import('../pages/map/ProjectMapPage'),
  'portal/enterpriseDataThree/index': () => import('../pages/map/EnterpriseDataThree'),
  'system/map/index': () => import('../pages/map/MapDataPage'),
  // 用户管理, 部门管理, 岗位管理 and a user's roles (系统管理).
  'system/user/index': () => import('../pages/system/user/UserPage'),
  'system/user/authRole': () => import('../pages/system/user/AuthRolePage'),
  'system/dept/index': () => import('../pages/system/dept/DeptPage'),
  'system/post/index': () => import('../pages/system/post/PostPage'),
  'monitor/job/index': () => import('../pages/monitor/job/JobPage'),
  'monitor/job/log': () => import('../pages/monitor/job/JobLogPage'),
  // 代码生成 and its edit page (/gen/edit/{tableId}).
  'tool/gen/index': () => import('../pages/tool/gen/GenPage'),
  'tool/gen/edit': () => import('../pages/tool/gen/GenEditPage'),
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
