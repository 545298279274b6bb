// SPEC §2 "Routes inside the main layout": pages every user may open inside the shell besides the
// ones their menu routes give them, unless the route names the permission its page reads with:
// an account without it gets the no-permission page (/401) rather than a page whose calls all
// fail. Their components resolve through the SPA's registry. A route is listed once its page
// exists. The server still checks every call a page makes.
import type { RouteMeta } from '../api/types';
import { DICT_PERMISSIONS } from '../contract/dict';
import { FACILITY_PERMISSIONS } from '../contract/facilities';
import { FILING_PERMISSIONS } from '../contract/filings';
import { GEN_PERMISSIONS } from '../contract/gen';
import { JOB_PERMISSIONS } from '../contract/job';
import { GEN_MENU_TEXT, JOB_MENU_TEXT, MAP_TEXT, MENU_TEXT } from '../messages';
import type { PageComponent } from './pages';

export interface LayoutRoute {
  path: string;
  component: PageComponent;
  meta: RouteMeta;
  /** Which menu entry to highlight while on this page. */
  activeMenu?: string;
  /** The permission the page's first read needs (the server refuses it without). */
  permission?: string;
}

export const LAYOUT_ROUTES: readonly LayoutRoute[] = [
  {
    path: '/dataAdministration/energyBody',
    component: 'dataAdministration/energyBody/index',
    permission: FACILITY_PERMISSIONS.list,
    meta: { title: MENU_TEXT.facilities },
  },
  {
    path: '/dataAdministration/addEnergyBody',
    component: 'dataAdministration/energyBody/edit',
    permission: FACILITY_PERMISSIONS.edit,
    meta: { title: MENU_TEXT.facilityEdit, activeMenu: '/dataAdministration/energyBody', noCache: true },
  },
  {
    path: '/dataAdministration/informationFilling/edit',
    component: 'dataAdministration/informationFilling/edit',
    permission: FILING_PERMISSIONS.list,
    meta: { title: MENU_TEXT.filingEdit, noCache: true, activeMenu: '/dataAdministration/informationFilling' },
  },
  {
    path: '/dataAdministration/informationFilling/detail',
    component: 'dataAdministration/informationFilling/detail',
    permission: FILING_PERMISSIONS.list,
    meta: { title: MENU_TEXT.filingDetail, noCache: true, activeMenu: '/dataAdministration/informationFilling' },
  },
  {
    path: '/dict/type/data/:dictId(\\d+)',
    component: 'system/dict/data',
    permission: DICT_PERMISSIONS.list,
    meta: { title: MENU_TEXT.dictData, activeMenu: '/system/dict', noCache: true },
  },
  {
    path: '/job/log',
    component: 'monitor/job/log',
    permission: JOB_PERMISSIONS.list,
    meta: { title: JOB_MENU_TEXT.jobLog, activeMenu: '/system/job', noCache: true },
  },
  {
    path: '/job/log/:jobId(\\d+)',
    component: 'monitor/job/log',
    permission: JOB_PERMISSIONS.list,
    meta: { title: JOB_MENU_TEXT.jobLog, activeMenu: '/system/job', noCache: true },
  },
  {
    path: '/gen/edit/:tableId(\\d+)',
    component: 'tool/gen/edit',
    permission: GEN_PERMISSIONS.query,
    meta: { title: GEN_MENU_TEXT.genEdit, activeMenu: '/system/gen', noCache: true },
  },
  { path: '/zqhd/notice', component: 'zqhd/notice/index', meta: { title: MENU_TEXT.news } },
  { path: '/bulletin/detail', component: 'bulletin/detail', meta: { title: MENU_TEXT.bulletinDetail } },
  { path: '/user/profile', component: 'user/profile/index', meta: { title: MENU_TEXT.profile } },
  { path: '/user/edit', component: 'user/edit/index', meta: { title: MENU_TEXT.enterpriseInfo } },
  { path: '/user/editPassword', component: 'user/editPassword/index', meta: { title: MENU_TEXT.changePassword } },
  { path: '/user/notices', component: 'user/notices/index', meta: { title: MENU_TEXT.myNotices } },
  { path: '/configlist', component: 'configlist/index', meta: { title: MENU_TEXT.noticeForm, noCache: true } },
  {
    path: '/datareporting/fill',
    component: 'datareporting/fill',
    meta: { title: MENU_TEXT.reportFill, noCache: true, activeMenu: '/datareporting/list' },
  },
  {
    path: '/datareporting/detail',
    component: 'datareporting/detail',
    meta: { title: MENU_TEXT.reportDetail, noCache: true, activeMenu: '/datareporting/list' },
  },
  {
    path: '/portal/enterpriseDataThree',
    component: 'portal/enterpriseDataThree/index',
    meta: { title: MAP_TEXT.menus.details, noCache: true },
  },
];
