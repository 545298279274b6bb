// Configuration comes from the environment only (README "Configuration"). Every value is checked at
// start, and a bad one stops the server with a message naming the variable.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_DEPLOYMENT,
  DEFAULT_NOTICE_MODULE,
  type Flavour,
  isFlavour,
  isNoticeModule,
  isNoticePollSeconds,
} from '@ent/core/platform';
import { type ExternalIdpClient, parseExternalIdpClients } from './domains/handover/clients';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  flavour: Flavour;
  captcha: boolean;
  /** Token lifetime in seconds. */
  tokenTtl: number;
  demoSeed: boolean;
  adminPassword: string | null;
  /** HS256 key for tokens; when unset one is generated once and kept in the database. */
  tokenSecret: string | null;
  /** Where the built SPA is served from. */
  spaDist: string;
  logLevel: string;
  /** Origins allowed to frame the platform (CSP frame-ancestors). */
  embedOrigins: string[];
  /** Trust X-Forwarded-For from a reverse proxy (the client address drives login throttling). */
  trustProxy: boolean;
  /** The {module} prefix of the notices service (SPEC §7). */
  noticeModule: string;
  /** false hides the settings drawer and the footer for this deployment. */
  showSettings: boolean;
  /** How often an open page asks for new notices for the bell (NOTICE_POLL_SECONDS). */
  noticePollSeconds: number;
  /** SMS gateway webhook (SMS_WEBHOOK_URL); null keeps messages in the outbox table and the log. */
  smsWebhookUrl: string | null;
  /** Bearer token sent to the webhook (SMS_WEBHOOK_TOKEN), if any. */
  smsWebhookToken: string | null;
  /** Portals allowed to hand a login over (EXTERNAL_IDP_CLIENTS, docs/ROUTES.md). */
  externalIdpClients: ExternalIdpClient[];
}

export class ConfigError extends Error {}

const DEFAULT_SPA_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../spa/dist');

function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new ConfigError(`环境变量 ${name} 只能是 on 或 off，当前为 "${value}"`);
}

/** Accepts seconds ("7200") or a number with a unit: s, m, h, d ("8h"). */
export function parseDuration(name: string, value: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match) throw new ConfigError(`环境变量 ${name} 应为秒数或带单位的时长（如 8h），当前为 "${value}"`);
  const amount = Number(match[1]);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  const seconds = amount * unit;
  if (seconds < 60 || seconds > 30 * 86_400) throw new ConfigError(`环境变量 ${name} 应在 60 秒到 30 天之间`);
  return seconds;
}

function noticeModule(value: string | undefined): string {
  if (!value) return DEFAULT_NOTICE_MODULE;
  if (!isNoticeModule(value))
    throw new ConfigError(`环境变量 NOTICE_MODULE 应为 /小写字母、数字或连字符（如 /jsedc-system），当前为 "${value}"`);
  return value;
}

function noticePollSeconds(value: string | undefined): number {
  if (!value) return DEFAULT_DEPLOYMENT.noticePollSeconds;
  const seconds = Number(value);
  if (!isNoticePollSeconds(seconds))
    throw new ConfigError(`环境变量 NOTICE_POLL_SECONDS 应为 2 到 3600 的整数秒，当前为 "${value}"`);
  return seconds;
}

function externalIdpClients(value: string | undefined): ExternalIdpClient[] {
  try {
    return parseExternalIdpClients(value);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function smsWebhookUrl(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`环境变量 SMS_WEBHOOK_URL 不是合法的网址，当前为 "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError('环境变量 SMS_WEBHOOK_URL 应以 https:// 或 http:// 开头');
  }
  return url.toString();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = Number(env.PORT ?? '8080');
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`环境变量 PORT 应为 0 到 65535 的整数，当前为 "${env.PORT}"`);
  }
  const flavour = env.PLATFORM_FLAVOUR || 'major';
  if (!isFlavour(flavour)) {
    throw new ConfigError(`环境变量 PLATFORM_FLAVOUR 只能是 major、xny 或 oilgas，当前为 "${flavour}"`);
  }
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('环境变量 DATABASE_URL 应以 postgres:// 开头');
  }
  const demoSeed = onOff('DEMO_SEED', env.DEMO_SEED, true);
  const adminPassword = env.ADMIN_PASSWORD || null;
  const tokenSecret = env.TOKEN_SECRET || null;
  if (tokenSecret && tokenSecret.length < 32) throw new ConfigError('环境变量 TOKEN_SECRET 至少 32 个字符');
  const embedOrigins = (env.EMBED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of embedOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new ConfigError(`环境变量 EMBED_ORIGINS 中的 "${origin}" 不是合法的来源（如 https://portal.example.cn）`);
    }
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(cwd, env.DATA_DIR || './data'),
    databaseUrl,
    flavour,
    captcha: onOff('CAPTCHA', env.CAPTCHA, true),
    tokenTtl: parseDuration('TOKEN_TTL', env.TOKEN_TTL || '8h'),
    demoSeed,
    adminPassword,
    tokenSecret,
    spaDist: env.SPA_DIST ? resolve(cwd, env.SPA_DIST) : DEFAULT_SPA_DIST,
    logLevel: env.LOG_LEVEL || 'info',
    embedOrigins,
    trustProxy: onOff('TRUST_PROXY', env.TRUST_PROXY, false),
    noticeModule: noticeModule(env.NOTICE_MODULE),
    showSettings: onOff('SHOW_SETTINGS', env.SHOW_SETTINGS, true),
    noticePollSeconds: noticePollSeconds(env.NOTICE_POLL_SECONDS),
    smsWebhookUrl: smsWebhookUrl(env.SMS_WEBHOOK_URL),
    smsWebhookToken: env.SMS_WEBHOOK_TOKEN || null,
    externalIdpClients: externalIdpClients(env.EXTERNAL_IDP_CLIENTS),
  };
}
