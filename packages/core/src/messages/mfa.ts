// Two-factor authentication (TOTP, RFC 6238) on the profile page and at login.
import { ACTION_TEXT } from './actions';
export const MFA_TEXT = {
  title: '双因素认证',
  intro:
    '启用后，登录时除密码外还须输入身份验证器应用（如微软、谷歌身份验证器或其他兼容 TOTP 的应用）生成的 6 位动态码。',
  enabled: '已启用',
  disabled: '未启用',
  enabledSince: (time: string) => `已于 ${time} 启用`,
  start: '启用双因素认证',
  scan: '请用身份验证器应用扫描二维码，或手动输入下方密钥，然后输入应用显示的 6 位动态码完成绑定。',
  qrAlt: '双因素认证绑定二维码',
  secret: '密钥',
  code: '动态验证码',
  codePlaceholder: '6 位数字',
  confirm: '完成绑定',
  cancel: ACTION_TEXT.cancel,
  disable: '停用双因素认证',
  disableHint: '停用须输入当前的动态码或一个恢复码。',
  disabledDone: '双因素认证已停用，原有恢复码已全部失效；再次启用时将生成新的恢复码。',
  recoveryTitle: '恢复码',
  recoveryIntro: '请立即抄写或打印以下恢复码并妥善保存：手机丢失时每个恢复码可代替动态码登录一次。恢复码只显示这一次。',
  recoveryDone: '我已保存',
  wrongCode: '动态验证码不正确或已过期',
  codeRequired: '请输入动态验证码',
  noPending: '请先开始启用双因素认证',
  alreadyEnabled: '双因素认证已启用',
  notEnabled: '双因素认证未启用',
  /** The login step. */
  loginCodeLabel: '动态验证码或恢复码',
  loginCodeHint: '该账号已启用双因素认证，请输入身份验证器应用中的 6 位动态码，或一个恢复码。',
  loginSubmit: '验证并登录',
  wrongLoginCode: '动态验证码或恢复码不正确',
  /** What authenticator apps show above the account's codes. */
  issuer: '江苏省能源企业服务平台',
  cannotDisable: '管理员账号须启用双因素认证，不能停用',
} as const;
