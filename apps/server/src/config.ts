// Configuration comes from the environment only (README "Configuration"). Every value is checked at
// start, and a bad one stops the server with a message naming the variable.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_TEXT } from '@ent/core/messages';
import {
  DEFAULT_DEPLOYMENT,
  DEFAULT_NOTICE_MODULE,
  type Flavour,
  isFlavour,
  isNoticeModule,
  isNoticePollSeconds,
  isTileUrl,
  type MapTiles,
} from '@ent/core/platform';
import { type ExternalIdpClient, parseExternalIdpClients } from './domains/handover/clients';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** REDIS_URL: where the replay tokens of every process are shared (else PostgreSQL or the journal). */
  redisUrl: string | null;
  flavour: Flavour;
  captcha: boolean;
  /** Token lifetime in seconds. */
  tokenTtl: number;
  demoSeed: boolean;
  adminPassword: string | null;
  /** HS256 key for tokens; when unset one is generated once and kept in the database. */
  tokenSecret: string | null;
  /** Key that seals second-factor secrets at rest; when unset one is generated once and kept in the database. */
  mfaKey: string | null;
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
  /** The most an enterprise's uploads may take together, in bytes (UPLOAD_QUOTA_MB). */
  uploadQuotaBytes: number;
  /** How often an open page asks for new notices for the bell (NOTICE_POLL_SECONDS). */
  noticePollSeconds: number;
  /** SMS gateway webhook (SMS_WEBHOOK_URL); null keeps messages in the outbox table and the log. */
  smsWebhookUrl: string | null;
  /** Bearer token sent to the webhook (SMS_WEBHOOK_TOKEN), if any. */
  smsWebhookToken: string | null;
  /** Portals allowed to hand a login over (EXTERNAL_IDP_CLIENTS, docs/ROUTES.md). */
  externalIdpClients: ExternalIdpClient[];
  /** MFA=on: accounts with an administrator role must use a second factor (TOTP). */
  mfa: boolean;
  /** An online tile base for the map (TILE_URL, TILE_ATTRIBUTION, TILE_DATUM); null: offline outline only. */
  tiles: MapTiles | null;
  /** The most map features a process keeps in memory (MAP_MEMORY_FEATURES); a larger map is read per answer. */
  mapMemoryFeatures: number;
}

export class ConfigError extends Error {}

const DEFAULT_SPA_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../spa/dist');

function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new ConfigError(CONFIG_TEXT.onOff(name, value));
}

/** Accepts seconds ("7200") or a number with a unit: s, m, h, d ("8h"). */
export function parseDuration(name: string, value: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match) throw new ConfigError(CONFIG_TEXT.duration(name, value));
  const amount = Number(match[1]);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  const seconds = amount * unit;
  if (seconds < 60 || seconds > 30 * 86_400) throw new ConfigError(CONFIG_TEXT.durationRange(name));
  return seconds;
}

function noticeModule(value: string | undefined): string {
  if (!value) return DEFAULT_NOTICE_MODULE;
  if (!isNoticeModule(value)) throw new ConfigError(CONFIG_TEXT.noticeModule(value));
  return value;
}

function noticePollSeconds(value: string | undefined): number {
  if (!value) return DEFAULT_DEPLOYMENT.noticePollSeconds;
  const seconds = Number(value);
  if (!isNoticePollSeconds(seconds)) throw new ConfigError(CONFIG_TEXT.noticePollSeconds(value));
  return seconds;
}

export const DEFAULT_UPLOAD_QUOTA_MB = 2048;

function uploadQuotaBytes(value: string | undefined): number {
  if (!value) return DEFAULT_UPLOAD_QUOTA_MB * 1024 * 1024;
  const megabytes = Number(value);
  if (!Number.isInteger(megabytes) || megabytes < 1 || megabytes > 1_048_576)
    throw new ConfigError(CONFIG_TEXT.uploadQuota(value));
  return megabytes * 1024 * 1024;
}

const DEFAULT_MAP_MEMORY_FEATURES = 100_000;

function mapMemoryFeatures(value: string | undefined): number {
  if (!value) return DEFAULT_MAP_MEMORY_FEATURES;
  const features = Number(value);
  if (!Number.isInteger(features) || features < 0 || features > 10_000_000)
    throw new ConfigError(CONFIG_TEXT.mapMemoryFeatures(value));
  return features;
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
    throw new ConfigError(CONFIG_TEXT.smsWebhookUrl(value));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(CONFIG_TEXT.smsWebhookScheme);
  }
  return url.toString();
}

function mapTiles(env: NodeJS.ProcessEnv): MapTiles | null {
  const url = env.TILE_URL || '';
  if (!url) return null;
  if (!isTileUrl(url)) throw new ConfigError(CONFIG_TEXT.tileUrl(url));
  const datum = env.TILE_DATUM || 'wgs84';
  if (datum !== 'wgs84' && datum !== 'gcj02') throw new ConfigError(CONFIG_TEXT.tileDatum(datum));
  return { url, attribution: env.TILE_ATTRIBUTION ?? '', datum };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = Number(env.PORT ?? '8080');
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(CONFIG_TEXT.port(env.PORT));
  }
  const flavour = env.PLATFORM_FLAVOUR || 'major';
  if (!isFlavour(flavour)) {
    throw new ConfigError(CONFIG_TEXT.flavour(flavour));
  }
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(CONFIG_TEXT.databaseUrl);
  }
  const redisUrl = env.REDIS_URL || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) throw new ConfigError(CONFIG_TEXT.redisUrl);
  // A deployment's own PostgreSQL gets no demo accounts unless asked; the embedded database is for trying.
  const demoSeed = onOff('DEMO_SEED', env.DEMO_SEED, databaseUrl === null);
  const adminPassword = env.ADMIN_PASSWORD || null;
  const tokenSecret = env.TOKEN_SECRET || null;
  if (tokenSecret && tokenSecret.length < 32) throw new ConfigError(CONFIG_TEXT.tokenSecret);
  const mfaKey = env.MFA_KEY || null;
  if (mfaKey && mfaKey.length < 32) throw new ConfigError(CONFIG_TEXT.mfaKey);
  const embedOrigins = (env.EMBED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of embedOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new ConfigError(CONFIG_TEXT.embedOrigin(origin));
    }
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(cwd, env.DATA_DIR || './data'),
    databaseUrl,
    redisUrl,
    flavour,
    captcha: onOff('CAPTCHA', env.CAPTCHA, true),
    tokenTtl: parseDuration('TOKEN_TTL', env.TOKEN_TTL || '8h'),
    demoSeed,
    adminPassword,
    tokenSecret,
    mfaKey,
    spaDist: env.SPA_DIST ? resolve(cwd, env.SPA_DIST) : DEFAULT_SPA_DIST,
    logLevel: env.LOG_LEVEL || 'info',
    embedOrigins,
    trustProxy: onOff('TRUST_PROXY', env.TRUST_PROXY, false),
    noticeModule: noticeModule(env.NOTICE_MODULE),
    showSettings: onOff('SHOW_SETTINGS', env.SHOW_SETTINGS, true),
    noticePollSeconds: noticePollSeconds(env.NOTICE_POLL_SECONDS),
    uploadQuotaBytes: uploadQuotaBytes(env.UPLOAD_QUOTA_MB),
    smsWebhookUrl: smsWebhookUrl(env.SMS_WEBHOOK_URL),
    smsWebhookToken: env.SMS_WEBHOOK_TOKEN || null,
    externalIdpClients: externalIdpClients(env.EXTERNAL_IDP_CLIENTS),
    mfa: onOff('MFA', env.MFA, false),
    tiles: mapTiles(env),
    mapMemoryFeatures: mapMemoryFeatures(env.MAP_MEMORY_FEATURES),
  };
}
