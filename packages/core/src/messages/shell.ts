// Texts of the shell, its widgets and the desks.
import { MENU_TEXT } from './menus';

/** Names of the platform's record types and states, shown in lists and on the desks. */
export const DOMAIN_TEXT = {
  facilityTypes: { pv: '光伏', wind: '风电', storage: '储能', heat: '热电', gas: '燃气', hydrogen: '氢能' },
  facilityStatus: { '0': '在运', '1': '在建', '2': '停运' },
  projectStatus: { draft: '草稿', submitted: '已提交', approved: '已入库', rejected: '已退回' },
  reportStatus: { pending: '待填报', draft: '暂存', submitted: '已提交' },
  noticeTypes: { '1': '通知', '2': '公告' },
  readState: { '0': '未读', '1': '已读' },
  handledState: { '0': '待处理', '1': '已处理' },
} as const;

/** Texts of the shell: navigation bar, sidebar, tabs, settings, footer, bell, widgets. */
export const SHELL_TEXT = {
  toggleSidebar: '展开/收起侧边栏',
  moreMenu: '更多菜单',
  topMenu: '顶部菜单',
  sideMenu: '侧边菜单',
  breadcrumb: '面包屑导航',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  size: '布局大小',
  search: '搜索菜单',
  searchPlaceholder: '搜索菜单名称或路径',
  searchEmpty: '没有匹配的菜单',
  notices: '消息通知',
  /**
   * The bell's name says how many notices are unread. The badge shows the count, so the name holds it
   * outside brackets (a bracketed part reads as an aside, not the visible label: WCAG 2.5.3).
   */
  noticesUnread: (count: number) => `消息通知：${count} 条未读`,
  noticesEmpty: '暂无未读消息',
  noticeMore: (total: number) => `共 ${total} 条未读，仅显示最新 3 条`,
  /** The bell's way to 我的消息: the word shown, and its fuller name (which starts with it, WCAG 2.5.3). */
  noticesAll: '查看全部',
  noticesAllLabel: '查看全部消息',
  userMenu: '用户菜单',
  /**
   * The user menu's name carries what it shows: the person and, when there is one, the company, both
   * outside brackets (the visible label must be part of the name, not an aside: WCAG 2.5.3).
   */
  userMenuLabel: (fullName: string, company: string) => `用户菜单：${fullName}${company ? `，${company}` : ''}`,
  enterpriseInfo: MENU_TEXT.enterpriseInfo,
  changePassword: MENU_TEXT.changePassword,
  profile: MENU_TEXT.profile,
  layoutSettings: '布局设置',
  logout: '退出登录',
  tabs: '已打开的页面',
  previousTab: '上一个标签',
  nextTab: '下一个标签',
  refresh: '刷新',
  refreshPage: '刷新页面',
  closeCurrent: '关闭当前',
  closeOthers: '关闭其他',
  closeAll: '关闭所有',
  closeTab: (title: string) => `关闭 ${title}`,
  settingsTitle: '系统布局配置',
  themeStyle: '主题风格设置',
  sideDark: '深色侧边栏',
  sideLight: '浅色侧边栏',
  themeColor: '主题颜色',
  layout: '界面布局',
  tagsView: '开启 Tags-Views',
  fixedHeader: '固定 Header',
  sidebarLogo: '显示 Logo',
  resetSettings: '重置配置',
  closeDrawer: '关闭',
  supportPhone: (phone: string) => `技术支持电话：${phone}`,
  serviceHours: '服务时间：09:00-18:00',
  chrome: '推荐使用chrome',
  browserGuide: '系统访问浏览器说明',
  manual: '用户手册',
  friendLinks: { DTZX: '绿色低碳', NYJJ: '能源经济', GGFW: '公共服务', XZNX: '行业能效', SJGX: '数据共享' },
  movedTitle: '提示',
  movedText: (url: string) => `平台访问地址已迁移至新地址：${url}，请点击下方按钮前往，并更新您的收藏夹。`,
  movedJump: '立即前往',
  movedLater: '我知道了',
  logo: '平台标志',
} as const;

/** Texts of 我的消息 (/user/notices): every notice of the account, read and unread. */
export const MY_NOTICES_TEXT = {
  title: MENU_TEXT.myNotices,
  intro: '发给您的全部通知和公告，已读的也在这里。点击标题阅读并标为已读；需要填报表单的通知会打开填报页面。',
  search: '搜索我的消息',
  noticeTitle: '标题',
  noticeType: '类型',
  createBy: '发送人',
  createTime: '发送时间',
  status: '状态',
  /** The tabs choosing read, unread or both. */
  readFilter: '阅读状态',
  filters: { '': '全部', '0': '未读', '1': '已读' } as Record<'' | '0' | '1', string>,
  readState: DOMAIN_TEXT.readState,
  /** A notice whose form is still to be submitted. */
  awaitingForm: DOMAIN_TEXT.handledState['0'],
  markAllRead: '全部标为已读',
  markAllReadOf: (count: number) => `将 ${count} 条未读消息标为已读`,
  markedAllRead: (count: number) => `已将 ${count} 条消息标为已读`,
  noneUnread: '没有未读消息',
  empty: { '': '暂无消息', '0': '暂无未读消息', '1': '暂无已读消息' } as Record<'' | '0' | '1', string>,
  emptySearch: '没有符合条件的消息',
} as const;

/** The weekday of the {a} time placeholder, Sunday first (星期日 … 星期六). */
export const WEEKDAY_TEXT = ['日', '一', '二', '三', '四', '五', '六'] as const;

/** Texts of the list widgets. */
export const WIDGET_TEXT = {
  pager: '分页',
  /** The box a wide table scrolls in on a narrow screen. */
  tableScroll: (table: string) => `${table}表格（可左右滚动）`,
  total: (n: number) => `共 ${n} 条`,
  pageSize: (n: number) => `${n}条/页`,
  pageSizeLabel: '每页条数',
  previousPage: '上一页',
  nextPage: '下一页',
  page: (n: number) => `第 ${n} 页`,
  goTo: '前往',
  pageUnit: '页',
  jumpLabel: '跳转到页码',
  toggleSearch: (shown: boolean) => (shown ? '隐藏搜索' : '显示搜索'),
  refresh: '刷新',
  columns: '显隐列',
  columnsTitle: '显示/隐藏',
  shown: '显示',
  hidden: '隐藏',
  moveToHidden: '移到隐藏',
  moveToShown: '移到显示',
  imageFailed: '图片加载失败',
  noData: '暂无数据',
  loading: '加载中…',
  close: '关闭',
  search: '搜索',
  reset: '重置',
  actions: '操作',
  /** The title of a question asked before a change (删除…). */
  confirmTitle: '提示',
} as const;

/** Texts of the flavour desks. */
export const DESK_TEXT = {
  majorProjects: '重大项目',
  projects: '项目总数',
  investment: '总投资',
  investmentUnit: '万元',
  facilities: '能源设施',
  capacity: '装机容量',
  capacityUnit: 'MW',
  reportsDue: '待填报报表',
  reportsOverdue: '逾期报表',
  reportsDone: '已提交报表',
  unreadNotices: '未读消息',
  reportTrend: '近12个月报表提交数',
  capacityTrend: '近12个月新增装机容量（MW）',
  projectStatus: '项目备案状态',
  capacityByType: '各类型装机容量（MW）',
  publicTitle: '全省新能源概况',
  publicEnterprises: '入库企业',
  publicProjects: '入库项目',
  publicFacilities: '在运设施',
  capacityByCity: '各市在运装机容量（MW）',
  loadFailed: '数据加载失败，请稍后刷新重试',
  /** A trend point's label: 3月. */
  month: (month: number) => `${month}月`,
  /** A chart's city label drops the 市 of the city's name: 南京市 → 南京. */
  cityLabel: (city: string) => city.replace(/市$/, ''),
} as const;
