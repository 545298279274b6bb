// Texts of the external identity handover: /auth-redirect, /bind and the handover endpoints.

export const HANDOVER_TEXT = {
  // /auth-redirect
  redirectTitle: '正在登录',
  exchanging: '正在完成登录，请稍候…',
  failedTitle: '外部登录未完成',
  missingCode: '缺少登录凭证，请返回原系统重新进入',
  toLogin: '使用账号密码登录',
  // The server's refusals of a handover code (shown on /auth-redirect).
  codeUnknown: '登录凭证无效，请返回原系统重新进入',
  codeUsed: '该登录凭证已使用，不能重复登录，请返回原系统重新进入',
  codeExpired: '登录凭证已过期（有效期 60 秒），请返回原系统重新进入',
  providerUnknown: '该外部系统未获准登录本平台，请联系管理员',
  // /bind
  bindTitle: '绑定平台账号',
  bindIntro: (provider: string) =>
    `您已通过「${provider}」完成身份认证，该身份尚未绑定本平台账号。请使用本平台的账号和密码登录一次完成绑定，之后从「${provider}」进入将直接登录。`,
  bindIdentity: '待绑定的外部身份',
  bindNotYou: '如果这不是您本人的身份，请不要绑定，直接关闭本页面。',
  bindSubmit: '登录并绑定',
  binding: '正在绑定…',
  bindDone: (provider: string) => `绑定成功，今后从「${provider}」进入将直接登录`,
  noTicket: '没有待绑定的外部身份，或绑定已超时（10 分钟），请返回原系统重新进入',
  ticketInvalid: '绑定凭证无效或已超时，请返回原系统重新进入',
  subjectTaken: '该外部身份已绑定其他平台账号，请使用该账号登录或联系管理员',
  bindingNotFound: '未找到该绑定',
  unbound: '已解除绑定',
  // Login log entries.
  loginLogged: (provider: string) => `外部身份登录成功（${provider}）`,
  // Server-to-server requests.
  badRedirect: '跳转地址只能是本平台内以 / 开头的页面路径',
  codeIssued: '登录凭证已签发',
} as const;
