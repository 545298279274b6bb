// Texts of the government review of project filings and of the account's external bindings on
// /user/profile.
import { FILING_TEXT } from './facilities';

export const FILING_REVIEW_TEXT = {
  enterpriseFilter: '所属企业',
  enterprisePlaceholder: '输入企业名称搜索',
  noEnterprise: '未找到匹配的企业',
  allEnterprises: '全部企业',
  review: '审核',
  reviewTitle: '备案审核',
  opinion: '审核意见',
  opinionHint: '退回时必须填写，最多 500 字',
  approve: '审核通过',
  reject: '退回',
  approveConfirmTitle: '审核通过',
  approveConfirm: (name: string) => `是否确认项目备案“${name}”审核通过？通过后该项目纳入电网光伏项目库。`,
  rejectConfirmTitle: '退回备案',
  rejectConfirm: (name: string) => `是否确认退回项目备案“${name}”？企业可按审核意见修改后重新提交。`,
  opinionRequired: FILING_TEXT.opinionRequired,
  opinionTooLong: '审核意见最多 500 字',
  pendingNotice: '该备案已提交，请核对备案内容后审核：通过或填写意见退回。',
} as const;

export const BINDING_TEXT = {
  title: '外部身份绑定',
  hint: '从以下外部系统进入本平台时将直接登录此账号；解除绑定后需重新使用账号密码登录完成绑定。',
  provider: '外部系统',
  subject: '外部账号标识',
  boundAt: '绑定时间',
  lastLoginAt: '最近登录',
  actions: '操作',
  never: '从未登录',
  empty: '暂无绑定的外部身份',
  loading: '正在加载外部身份绑定…',
  loadFailed: '外部身份绑定加载失败，请稍后刷新重试',
  unbind: '解除绑定',
  // Begins with the button's visible text (WCAG 2.5.3), then names the system.
  unbindLabel: (provider: string) => `解除绑定：${provider}`,
  confirmTitle: '解除绑定',
  confirm: (provider: string, subject: string) =>
    `是否确认解除与「${provider}」账号“${subject}”的绑定？解除后从该系统进入将需要重新绑定。`,
} as const;
