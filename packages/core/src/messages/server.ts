// Texts of the server process: its start and configuration, the success envelope, the seeded
// reference data every deployment gets (roles, parameters, the first administrator).

/** What the server answers and logs about itself. */
export const SERVER_TEXT = {
  /** The msg of a success envelope when the handler names none. */
  ok: '操作成功',
  /** Tests and the bench read "listening on" from this line to find the port. */
  started: (base: string, url: string) => `平台已启动：${base}/ent/ （listening on ${url}）`,
  configError: (message: string) => `配置错误：${message}`,
  migrationFailed: (name: string, message: string) => `数据库迁移 ${name} 失败：${message}`,
  idleConnectionLost: (message: string) => `PostgreSQL 空闲连接中断：${message}`,
  redisUnreachable: (url: string, seconds: number) =>
    `无法在 ${seconds} 秒内连接 REDIS_URL 指定的 Redis（${url.replace(/\/\/[^@/]*@/, '//***@')}）`,
  spaNotBuilt: '前端尚未构建，请运行 npm run build',
  /** The author of the documents the server generates (exports, the user manual). */
  documentCreator: '江苏省能源企业填报与管理平台',
} as const;

/** A wrong environment variable stops the start with one of these (README "Configuration"). */
export const CONFIG_TEXT = {
  onOff: (name: string, value: string) => `环境变量 ${name} 只能是 on 或 off，当前为 "${value}"`,
  duration: (name: string, value: string) => `环境变量 ${name} 应为秒数或带单位的时长（如 8h），当前为 "${value}"`,
  durationRange: (name: string) => `环境变量 ${name} 应在 60 秒到 30 天之间`,
  noticeModule: (value: string) =>
    `环境变量 NOTICE_MODULE 应为 /小写字母、数字或连字符（如 /jsedc-system），当前为 "${value}"`,
  uploadQuota: (value: string) => `环境变量 UPLOAD_QUOTA_MB 应为 1 到 1048576 的整数（MB），当前为 "${value}"`,
  mapMemoryFeatures: (value: string) =>
    `环境变量 MAP_MEMORY_FEATURES 应为 0 到 10000000 的整数（要素个数），当前为 "${value}"`,
  noticePollSeconds: (value: string) => `环境变量 NOTICE_POLL_SECONDS 应为 2 到 3600 的整数秒，当前为 "${value}"`,
  smsWebhookUrl: (value: string) => `环境变量 SMS_WEBHOOK_URL 不是合法的网址，当前为 "${value}"`,
  smsWebhookScheme: '环境变量 SMS_WEBHOOK_URL 应以 https:// 或 http:// 开头',
  tileUrl: (value: string) =>
    `环境变量 TILE_URL 应为以 http:// 或 https:// 开头、含 {z}、{x}、{y} 的瓦片地址模板，当前为 "${value}"`,
  tileDatum: (value: string) => `环境变量 TILE_DATUM 只能是 wgs84 或 gcj02，当前为 "${value}"`,
  port: (value: string | undefined) => `环境变量 PORT 应为 0 到 65535 的整数，当前为 "${value}"`,
  flavour: (value: string) => `环境变量 PLATFORM_FLAVOUR 只能是 major、xny 或 oilgas，当前为 "${value}"`,
  databaseUrl: '环境变量 DATABASE_URL 应以 postgres:// 开头',
  redisUrl: '环境变量 REDIS_URL 应以 redis:// 或 rediss:// 开头',
  tokenSecret: '环境变量 TOKEN_SECRET 至少 32 个字符',
  mfaKey: '环境变量 MFA_KEY 至少 32 个字符',
  embedOrigin: (origin: string) =>
    `环境变量 EMBED_ORIGINS 中的 "${origin}" 不是合法的来源（如 https://portal.example.cn）`,
  idpClientId: (id: string) =>
    `环境变量 EXTERNAL_IDP_CLIENTS 中的客户端标识 "${id}" 只能由字母、数字、点、下划线或连字符组成`,
  idpSecret: (id: string) =>
    `环境变量 EXTERNAL_IDP_CLIENTS 中客户端 "${id}" 的密钥应为 32 到 256 个可见 ASCII 字符（不含逗号和冒号）`,
  idpName: (id: string) => `环境变量 EXTERNAL_IDP_CLIENTS 中客户端 "${id}" 的名称不能超过 64 个字符`,
  idpDuplicate: (id: string) => `环境变量 EXTERNAL_IDP_CLIENTS 中的客户端 "${id}" 重复`,
  adminPasswordRequired: 'DEMO_SEED=off 时首次启动必须通过环境变量 ADMIN_PASSWORD 设置管理员密码',
  adminPasswordPolicy: (problem: string) => `ADMIN_PASSWORD 不符合密码策略：${problem}`,
} as const;

/** The reference data every deployment seeds once; administrators edit it later. */
export const REFERENCE_TEXT = {
  roles: {
    admin: '超级管理员',
    gov: '政府工作人员',
    enterprise: '企业用户',
    newEnergy: '新能源企业',
    oilGasReport: '油气报送企业',
  },
  /** The remark of each system parameter, by its code. */
  parameters: {
    apiEncrypt: "'0' 时写请求必须使用加密报文",
    'ent-grey-router': '灰度发布：{"prefix":"/ent-grey","paths":["/..."]}',
    'title-xny-ent': '新能源版平台标题',
    'ent-support-phone': '页脚技术支持电话',
    'ent-icp-record': '页脚 ICP 备案号',
    'ent-moved-to': '平台迁址提示：新地址（为空则不提示）',
    'ent-unclickable-menus': '顶部菜单中只展开、不跳转的菜单（逗号分隔的路径）',
  },
  /** The footer's ICP number until the deployment sets its own. */
  icpRecord: '苏ICP备2026000001号',
  passwordPolicyTips: '密码长度为8-64位，须包含数字、小写字母、大写字母、特殊字符中的至少3种，且不得包含登录名',
  /** The first administrator's account. */
  administrator: { fullName: '系统管理员', deptName: '江苏省能源局' },
  /** The OAuth client of the SPA. */
  webClient: '企业端网页',
} as const;
