// SPEC §2 "Routes inside the main layout": pages every user may open inside the shell besides the
// ones their menu routes give them. Their components resolve through the SPA's registry. A route
// is listed once its page exists (/dict/type/data/{dictId}, /job/log and /gen/edit/{tableId}
// arrive with the back office's dictionaries, jobs and form generation); until then it is a 404.
import type { RouteMeta } from '../api/types';
import type { PageComponent } from './pages';

export interface LayoutRoute {
  path: string;
  component: PageComponent;
  meta: RouteMeta;
  /** Which menu entry to highlight while on this page. */
  activeMenu?: string;
}

export const LAYOUT_ROUTES: readonly LayoutRoute[] = [
  {
    path: '/dataAdministration/energyBody',
    component: 'dataAdministration/energyBody/index',
    meta: { title: '能源设施' },
  },
  {
    path: '/dataAdministration/addEnergyBody',
    component: 'dataAdministration/energyBody/edit',
    meta: { title: '设置能源设施', activeMenu: '/dataAdministration/energyBody', noCache: true },
  },
  {
    path: '/dataAdministration/informationFilling/edit',
    component: 'dataAdministration/informationFilling/edit',
    meta: { title: '项目备案填报', noCache: true, activeMenu: '/dataAdministration/informationFilling' },
  },
  {
    path: '/dataAdministration/informationFilling/detail',
    component: 'dataAdministration/informationFilling/detail',
    meta: { title: '项目备案详情', noCache: true, activeMenu: '/dataAdministration/informationFilling' },
  },
  { path: '/zqhd/notice', component: 'zqhd/notice/index', meta: { title: '政企资讯' } },
  { path: '/bulletin/detail', component: 'bulletin/detail', meta: { title: '公告详情' } },
  { path: '/user/profile', component: 'user/profile/index', meta: { title: '个人中心' } },
  { path: '/user/edit', component: 'user/edit/index', meta: { title: '企业信息' } },
  { path: '/user/editPassword', component: 'user/editPassword/index', meta: { title: '修改密码' } },
  { path: '/configlist', component: 'configlist/index', meta: { title: '表单填报', noCache: true } },
  {
    path: '/datareporting/fill',
    component: 'datareporting/fill',
    meta: { title: '填报表单', noCache: true, activeMenu: '/datareporting/list' },
  },
  {
    path: '/datareporting/detail',
    component: 'datareporting/detail',
    meta: { title: '填报详情', noCache: true, activeMenu: '/datareporting/list' },
  },
];
