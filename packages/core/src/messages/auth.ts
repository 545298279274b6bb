// Texts of the wire protocol, login and session, error pages and titles.
import { MENU_TEXT } from './menus';

/** Client-side texts of SPEC §8 for HTTP-like codes and transport failures. */
export const HTTP_TEXT = {
  unauthorized: '认证失败，无法访问系统资源',
  forbidden: '当前操作没有权限',
  notFound: '访问资源不存在',
  unknown: '系统未知错误，请反馈给管理员',
  network: '后端接口连接异常',
  timeout: '系统接口请求超时',
  status: (status: number) => `系统接口${status}异常`,
  expired: '登录状态已过期，请重新登录',
  expiredReject: '无效的会话，或者会话已过期，请重新登录。',
} as const;

/** Texts the server puts into its error envelopes, keyed by the wire code (see codes.ts). */
export const ERROR_TEXT = {
  tokenExpired: '登录状态已过期，请重新登录',
  tokenMissing: '未登录或登录凭证无效，请重新登录',
  badRequest: '请求参数错误',
  badJson: '请求体不是合法的 JSON',
  badEnvelope: '加密报文无法解析',
  envelopeRequired: '请求必须使用加密报文',
  staleRequest: '请求已过期，请检查本机时间后重试',
  replayedRequest: '重复的请求已被拒绝',
  replayTokenMismatch: '重放令牌与登录凭证不符',
  tooLarge: '请求体过大',
  unsupportedMediaType: '不支持的请求内容类型',
  wrongCredentials: '用户名或密码错误',
  accountDisabled: '账号已停用，请联系管理员',
  tooManyAttempts: (minutes: number) => `登录失败次数过多，请${minutes}分钟后再试`,
  captchaRequired: '请输入验证码',
  captchaWrong: '验证码错误或已过期',
  badClient: '客户端认证失败',
  wrongEntranceEnterprise: '该账号为政府工作人员账号，请从政府端入口登录',
  wrongEntranceGovernment: '该账号为企业账号，请从企业端入口登录',
  forbidden: '当前操作没有权限',
  notFound: '访问资源不存在',
  parameterNotFound: '系统参数不存在',
  roleNotHeld: '当前账号未被授予该角色',
  internal: '系统内部错误，请稍后重试',
  databaseUnavailable: '数据库暂时无法访问，请稍后重试',
} as const;

/** Texts of the login page and the session guard. */
export const AUTH_TEXT = {
  /** The login page's link to registration. */
  register: '注册账号',
  /** The login log's message for a successful login (PROFILE_TEXT shows it as it is). */
  loginSucceeded: '登录成功',
  loggedOut: '退出成功',
  username: '账号',
  password: '密码',
  captcha: '验证码',
  captchaImage: '验证码图片，点击刷新',
  login: '登录',
  loggingIn: '登录中…',
  usernameRequired: '请输入您的账号',
  passwordRequired: '请输入您的密码',
  captchaRequired: '请输入验证码',
  governmentEntrance: '政府端入口',
  enterpriseEntrance: '企业端入口',
  logout: '退出',
  logoutConfirmTitle: '提示',
  logoutConfirmText: '确定注销并退出系统吗？',
  confirm: '确定',
  cancel: '取消',
  enterpriseChanged: '当前登录的企业已变更，页面将重新加载',
} as const;

/** Texts of the error pages, the unknown-component fallback and the completing-info landing. */
export const PAGE_TEXT = {
  notFoundTitle: '404',
  notFound: '抱歉，您访问的页面不存在',
  unauthorizedTitle: '401',
  unauthorized: '抱歉，您无权访问该页面',
  backHome: '返回首页',
  pageUnavailable: (component: string) => `页面暂不可用：${component}`,
  pageUnavailableHint: '该页面的组件尚未在平台中提供，请联系管理员。',
  pageLoadFailed: '页面加载失败，请刷新后重试',
  loading: '正在加载…',
  close: '关闭',
  welcome: '欢迎使用',
  company: '所属企业',
  fullName: '姓名',
  replenishTitle: '完善企业信息',
  replenishHint: '您的企业信息尚不完整，请先完善企业信息后再使用平台。',
} as const;

/** Platform titles of SPEC §1 and §9. */
export const TITLE_TEXT = {
  defaultTitle: '江苏省新能源管理平台',
  generalTitle: '智慧政务服务中心申报系统',
  majorTitle: '江苏省重大项目服务平台',
  oilGasTitle: '江苏省油气管理平台',
  majorLoginSubtitle: '重大项目企业端',
  xnyLoginSubtitle: '新能源企业端',
  oilGasLoginSubtitle: '江苏省油气管理平台',
  governmentLoginSubtitle: '政府端',
  majorCrumb: '重大项目',
  xnyCrumb: '首页',
  oilGasCrumb: MENU_TEXT.desks.oilgas,
} as const;

/** Texts of the password policy check. */
export const POLICY_TEXT = {
  length: (min: number, max: number) => `密码长度应为${min}-${max}位`,
  whitespace: '密码不能包含空格',
  classes: (names: string[], count: number) => `密码须包含${names.join('、')}中的至少${count}种`,
  /** The character classes of ruleComposition '1,2,3,4'. */
  classNames: { digits: '数字', lowercase: '小写字母', uppercase: '大写字母', special: '特殊字符' },
} as const;

/** Texts of the permission checks (SPEC §5): misuse of the role and permission gates. */
export const PERMISSION_TEXT = {
  roleMissing: '请设置角色权限标签值',
  permissionMissing: '请设置操作权限标签值',
} as const;
