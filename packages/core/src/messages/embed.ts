// Texts of the embed kit: the portal SDK's errors and the iframe's accessible name.

export const EMBED_TEXT = {
  frameTitle: '能源企业信息平台',
  badPlatformOrigin: (value: string) => `平台地址“${value}”不是合法的来源（如 https://platform.example.cn）`,
  containerMissing: '未找到用于嵌入平台的页面元素',
  badEntry: (value: string) => `无法识别的入口“${value}”：请使用 func（sjbs、xmba、zxjy）或以 / 开头的页面路径`,
  tokenFailed: '获取门户登录令牌失败',
  handshakeTimeout: '平台页面未在规定时间内完成握手，请检查 EMBED_ORIGINS 配置',
  fullscreenFailed: '无法进入全屏',
} as const;
