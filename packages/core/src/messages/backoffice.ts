// Texts of the government back office: departments, posts, users, roles, menus, online users, the
// login log and the identity controls.

/** Reference data the back office starts with (names an administrator may change later). */
export const BACKOFFICE_SEED_TEXT = {
  provinceBureau: '江苏省能源局',
  /** The energy bureau of a city: 南京市 → 南京市能源局. */
  cityBureau: (city: string) => `${city}能源局`,
  posts: [
    { code: 'director', name: '局长' },
    { code: 'deputy', name: '副局长' },
    { code: 'section', name: '处（科）长' },
    { code: 'staff', name: '工作人员' },
  ],
  roles: {
    sysadmin: { name: '系统管理员', remark: '用户、角色、菜单和参数的管理；不查看审计记录' },
    secadmin: { name: '安全管理员', remark: '密码策略、账号锁定、会话和双因素认证的管理' },
    auditadmin: { name: '审计管理员', remark: '只读查看登录日志和操作日志，不做任何修改' },
    cityGov: { name: '市级主管部门', remark: '只查看本部门所辖地市的企业及其数据' },
  },
} as const;

/** What each identity control is, as the parameter list shows it (auth/securityPolicy.ts). */
export const SECURITY_SETTING_TEXT = {
  passwordHistory: '新密码不得与最近若干次使用过的密码相同（次数，0 表示不限制）',
  passwordExpireDays: '密码有效期（天），到期后下次登录须修改密码；0 表示永不过期',
  lockFailures: '同一账号连续登录失败达到该次数后锁定',
  lockMinutes: '账号锁定时长（分钟）',
  addressFailures: '同一地址登录失败达到该次数后暂停该地址登录',
  idleMinutes: '无操作超过该时长（分钟）后自动退出登录',
} as const;
