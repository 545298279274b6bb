// 安全设置 (system/security): the identity controls of GB/T 22239 level 3, set by the security
// administrator; the idle warning and the forced password change they cause.
export const SECURITY_TEXT = {
  title: '安全设置',
  menu: '安全设置',
  buttons: { query: '安全设置查询', edit: '安全设置修改' },
  intro: '密码策略、账号锁定和会话超时，均为系统参数，修改后 5 秒内在所有服务节点生效。',
  passwordSection: '密码策略',
  lockSection: '账号锁定',
  sessionSection: '会话',
  minLength: '密码最小长度',
  maxLength: '密码最大长度',
  ruleCount: '须包含的字符类别数（数字、小写字母、大写字母、特殊字符）',
  passwordHistory: '不得与最近几次密码相同',
  passwordExpireDays: '密码有效期（天，0 为永不过期）',
  lockFailures: '账号连续失败次数上限',
  lockMinutes: '锁定时长（分钟）',
  addressFailures: '同一地址失败次数上限',
  idleMinutes: '无操作自动退出（分钟）',
  save: '保存',
  saved: '安全设置已保存',
  reset: '重置',
  outOfRange: (label: string, min: number, max: number) => `${label}应为 ${min} 到 ${max} 之间的整数`,
  lengthOrder: '密码最小长度不能大于最大长度',
  tips: (min: number, max: number, count: number) =>
    `密码长度为${min}-${max}位，须包含数字、小写字母、大写字母、特殊字符中的至少${count}种，且不得包含登录名`,
  /** Accounts limited to one live session. */
  singleSection: '单会话账号',
  singleIntro: '列出的账号同一时间只能有一个有效会话：新的登录会使该账号的其他会话立即失效。',
  singleAccount: '登录名称',
  singleAdd: '添加',
  singleRemove: '取消',
  singleRemoveOf: (username: string) => `取消 ${username} 的单会话限制`,
  singleNone: '暂无单会话账号',
  singleAdded: (username: string) => `账号“${username}”已限制为单会话`,
  singleRemoved: (username: string) => `账号“${username}”已取消单会话限制`,
  unknownAccount: '没有这个登录名称的账号',
  /** Password rules the server adds to the policy's. */
  containsUsername: '密码不能包含登录名',
  reused: (count: number) => `新密码不能与最近 ${count} 次使用过的密码相同`,
  /** The forced change at login. */
  mustChangeTitle: '请修改密码',
  mustChangeInitial: '您的密码由管理员设置，首次登录须修改密码后才能继续使用系统。',
  mustChangeExpired: '您的密码已超过有效期，须修改密码后才能继续使用系统。',
  mfaEnrolRequired: '管理员账号须启用双因素认证后才能继续使用系统，请在下方完成绑定。',
  /** Refusals while the account has a step to take first. */
  passwordFirst: '请先修改密码后再进行其他操作',
  mfaFirst: '请先在个人中心启用双因素认证后再进行其他操作',
  /** The idle warning. */
  idleTitle: '即将自动退出',
  idleWarning: (seconds: number) => `您已较长时间没有操作，系统将在 ${seconds} 秒后自动退出登录。`,
  idleContinue: '继续',
  idleLoggedOut: '由于长时间没有操作，您已自动退出登录，请重新登录。',
} as const;
