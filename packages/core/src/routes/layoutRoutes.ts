// SPEC §2 "Routes inside the main layout": pages every user may open inside the shell besides the
// ones their menu routes give them. Their components resolve through the SPA's registry.
import type { RouteMeta } from '../api/types';

export interface LayoutRoute {
  path: string;
  component: string;
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
  {
    path: '/dict/type/data/:dictId(\\d+)',
    component: 'system/dict/data',
    meta: { title: '字典数据', activeMenu: '/system/dict' },
  },
  { path: '/job/log', component: 'monitor/job/log', meta: { title: '调度日志', activeMenu: '/monitor/job' } },
  {
    path: '/gen/edit/:tableId(\\d+)',
    component: 'tool/gen/editTable',
    meta: { title: '修改生成配置', activeMenu: '/tool/gen' },
  },
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
