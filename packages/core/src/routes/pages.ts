// The component strings the SPA has a page for. Menus (seeded or saved by staff) and layout routes
// may name only these, so no menu entry can lead to 页面暂不可用; the SPA's registry is typed by
// this list, so a page added on one side and forgotten on the other does not compile.
export const PAGE_COMPONENTS = [
  'desk/majorProjectDesk',
  'desk/workbench',
  'desk/oilGasDesk',
  'system/notice/index',
  'system/downloadFile/index',
  'system/form/index',
  'system/smsOutbox/index',
  'monitor/operlog/index',
  'system/config/index',
  'system/dict/index',
  'system/dict/data',
  'datareporting/list',
  'datareporting/fill',
  'datareporting/detail',
  'configlist/index',
  'zqhd/notice/index',
  'zqhd/consultingAdvice/index',
  'bulletin/detail',
  'dataAdministration/energyBody/index',
  'dataAdministration/energyBody/edit',
  'dataAdministration/informationFilling/index',
  'dataAdministration/informationFilling/edit',
  'dataAdministration/informationFilling/detail',
  'user/profile/index',
  'user/edit/index',
  'user/editPassword/index',
  'user/notices/index',
  'monitor/online/index',
  'monitor/logininfor/index',
  'system/security/index',
  'system/role/index',
  'system/role/authUser',
  'system/menu/index',
  'dataAdministration/projectMap/index',
  'portal/enterpriseDataThree/index',
  'system/map/index',
  'system/user/index',
  'system/user/authRole',
  'system/dept/index',
  'system/post/index',
  'monitor/job/index',
  'monitor/job/log',
  'tool/gen/index',
  'tool/gen/edit',
] as const;

export type PageComponent = (typeof PAGE_COMPONENTS)[number];

/** Whether a menu's component string names a page the platform has ('Layout' is a directory). */
export function isPageComponent(component: string): component is PageComponent {
  return (PAGE_COMPONENTS as readonly string[]).includes(component);
}
