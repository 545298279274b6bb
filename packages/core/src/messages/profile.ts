// Texts of the personal pages: the personal center (/user/profile), the enterprise information
// page (/user/edit) and the change-password page (/user/editPassword), with the server's answers.

import { FORM_TEXT } from './forms';
import { MENU_TEXT } from './menus';
import { COMPANY_INFO_TEXT } from './registration';

/** The personal center. */
export const PROFILE_TEXT = {
  title: MENU_TEXT.profile,
  account: '账号信息',
  username: '登录账号',
  fullName: '姓名',
  nickname: '昵称',
  phone: '手机号码',
  userType: '账号类型',
  userTypes: { '1': '企业账号', '2': '政府工作人员' } as Record<string, string>,
  roles: '角色',
  noRoles: '未分配角色',
  dept: '所属部门',
  createdAt: '注册时间',
  passwordChangedAt: '密码最近修改',
  enterprise: '所属企业',
  enterpriseName: '企业名称',
  creditCode: '统一社会信用代码',
  city: '所在地市',
  noEnterprise: '当前账号不隶属于任何企业',
  activeSessions: '当前有效登录',
  activeSessionsValue: (n: number) => `${n} 处`,
  lastLogins: '最近登录记录',
  lastLoginsHint: (n: number) => `显示最近 ${n} 次登录尝试，如发现非本人操作请立即修改密码。`,
  loginTime: '时间',
  loginIp: '登录地址',
  loginResult: '结果',
  loginMessage: '说明',
  loginSucceeded: '成功',
  loginFailed: '失败',
  noLogins: '暂无登录记录',
  editEnterprise: '修改企业信息',
  changePassword: '修改密码',
  loadFailed: '个人信息加载失败，请稍后刷新重试',
} as const;

/** Labels of the enterprise fields, keyed as the audit names them. */
export const ENTERPRISE_FIELD_TEXT = {
  name: COMPANY_INFO_TEXT.enterpriseName,
  creditCode: COMPANY_INFO_TEXT.creditCode,
  legalPerson: COMPANY_INFO_TEXT.legalPerson,
  group: COMPANY_INFO_TEXT.group,
  region: COMPANY_INFO_TEXT.region,
  address: COMPANY_INFO_TEXT.address,
  contactName: COMPANY_INFO_TEXT.contactName,
  contactPhone: COMPANY_INFO_TEXT.contactPhone,
  contactEmail: COMPANY_INFO_TEXT.email,
} as const;

/** The enterprise information page and the mainstay service's answers. */
export const ENTERPRISE_INFO_TEXT = {
  title: MENU_TEXT.enterpriseInfo,
  basic: COMPANY_INFO_TEXT.basicSection,
  basicHint: '企业的工商登记信息。统一社会信用代码是企业在平台的唯一标识，如需变更请联系管理员。',
  contact: COMPANY_INFO_TEXT.contactSection,
  contactHint: '平台将通过以下联系方式向企业发送通知，请保持准确。更换联系电话须通过短信验证。',
  save: '保存',
  saving: COMPANY_INFO_TEXT.saving,
  reset: '重置',
  saved: COMPANY_INFO_TEXT.saved,
  unchanged: '信息未发生变化',
  history: '变更记录',
  historyHint: '企业信息的每次修改都会记录修改人、时间及修改前后的内容。',
  changedAt: '修改时间',
  changedBy: '修改人',
  /** Who changed it as the history lists them: 张明（ent_demo）. */
  changedByName: (fullName: string, username: string) => `${fullName}（${username}）`,
  field: '修改项',
  oldValue: '修改前',
  newValue: '修改后',
  empty: '（空）',
  noHistory: '暂无变更记录',
  noEnterprise: '当前账号不隶属于任何企业，没有可维护的企业信息。',
  loadFailed: '企业信息加载失败，请稍后刷新重试',
  updatedAt: '最近更新',
  // Server answers.
  notFound: '企业不存在',
  notOwnEnterprise: '只能查看或修改本企业的信息',
  noEnterpriseOfAccount: '当前账号不隶属于任何企业',
  creditCodeLocked: '统一社会信用代码不能由企业自行修改，请联系管理员',
  creditCodeTaken: '该统一社会信用代码已被其他企业使用',
  staleEdit: '企业信息已被他人修改，请刷新页面后重新修改',
} as const;

/** The change-password page and the server's answers. */
export const PASSWORD_TEXT = {
  title: MENU_TEXT.changePassword,
  oldPassword: '原密码',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
  oldPlaceholder: '请输入原密码',
  newPlaceholder: '请输入新密码',
  confirmPlaceholder: '请再次输入新密码',
  submit: '确认修改',
  submitting: '提交中…',
  reset: '重置',
  policy: '密码规则',
  ruleLength: (min: number, max: number) => `长度为${min}-${max}位`,
  ruleClasses: (names: string[], count: number) =>
    count >= names.length ? `须同时包含${names.join('、')}` : `须包含${names.join('、')}中的至少${count}种`,
  ruleNoSpace: '不能包含空格',
  ruleNoLoginName: '不能包含登录名',
  ruleDifferent: '不能与原密码相同',
  ruleMet: '已满足',
  ruleUnmet: '未满足',
  strength: '密码强度',
  strengthLevels: ['弱', '中', '强'] as readonly string[],
  logoutNotice: '修改成功后，本账号在所有设备上的登录都将失效，需使用新密码重新登录。',
  oldRequired: '请输入原密码',
  newRequired: '请输入新密码',
  confirmRequired: '请再次输入新密码',
  mismatch: '两次输入的新密码不一致',
  sameAsOld: '新密码不能与原密码相同',
  show: FORM_TEXT.showPassword,
  hide: FORM_TEXT.hidePassword,
  policyLoadFailed: '密码策略加载失败，已使用登录时获取的策略',
  // Server answers.
  wrongOld: '原密码不正确',
  tooManyAttempts: (minutes: number) => `原密码输入错误次数过多，请${minutes}分钟后再试`,
  changed: '密码修改成功，请使用新密码重新登录',
} as const;
