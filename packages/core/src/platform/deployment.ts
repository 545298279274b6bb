// Per-deployment settings the server hands the SPA in index.html (meta name="ent-config"), so
// one build serves every deployment without an extra request before the first screen.
import { type Flavour, isFlavour } from './flavour';

export const DEPLOYMENT_META = 'ent-config';
/** SPEC §7 leaves {module} open; the notices service is mounted here unless NOTICE_MODULE says otherwise. */
export const DEFAULT_NOTICE_MODULE = '/jsedc-system';
const MODULE_PATTERN = /^\/[a-z0-9-]{1,40}$/;

export interface DeploymentConfig {
  flavour: Flavour;
  /** false hides the settings drawer and the footer (SPEC §2: both optional). */
  showSettings: boolean;
  noticeModule: string;
  /** The notice bell asks for new notices this often while the page is open (and when shown again). */
  noticePollSeconds: number;
  /** An online tile base under the map's offline outline (TILE_URL); null: the outline alone. */
  tiles: MapTiles | null;
}

/** A raster tile service: an XYZ URL template, its attribution and the datum its tiles are drawn in. */
export interface MapTiles {
  url: string;
  attribution: string;
  /** 'gcj02' for tiles drawn in China's GCJ-02 (most commercial maps); 天地图 draws in 'wgs84' (CGCS2000). */
  datum: 'wgs84' | 'gcj02';
}

/**
 * A tile URL template the map can use: http(s), with {z}, {x} and {y} (and optionally a subdomain
 * range such as {0-7}); anything else is refused, so no script or data URL reaches the page.
 */
export function isTileUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 1000) return false;
  if (!/^https?:\/\//.test(value) || !['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false;
  try {
    new URL(value.replace(/\{[^}]*\}/g, '0'));
    return true;
  } catch {
    return false;
  }
}

/** The CSP source that admits a tile template's hosts ({0-7}.example.cn becomes *.example.cn). */
export function tileSource(url: string): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(url);
  if (!match) return '';
  const host = (match[2] ?? '').replace(/^[^.]*\{[^}]*\}[^.]*\./, '*.');
  return `${match[1]}${host}`;
}

function parseTiles(value: unknown): MapTiles | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (!isTileUrl(raw.url)) return null;
  return {
    url: raw.url,
    attribution: typeof raw.attribution === 'string' ? raw.attribution.slice(0, 200) : '',
    datum: raw.datum === 'gcj02' ? 'gcj02' : 'wgs84',
  };
}

export const DEFAULT_DEPLOYMENT: DeploymentConfig = {
  flavour: 'major',
  showSettings: true,
  noticeModule: DEFAULT_NOTICE_MODULE,
  noticePollSeconds: 30,
  tiles: null,
};

export function isNoticePollSeconds(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 3600;
}

export function isNoticeModule(value: unknown): value is string {
  return typeof value === 'string' && MODULE_PATTERN.test(value);
}

export function parseDeployment(content: string | null | undefined): DeploymentConfig {
  try {
    const value: unknown = content ? JSON.parse(content) : {};
    const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    return {
      flavour: isFlavour(raw.flavour) ? raw.flavour : DEFAULT_DEPLOYMENT.flavour,
      showSettings: typeof raw.showSettings === 'boolean' ? raw.showSettings : DEFAULT_DEPLOYMENT.showSettings,
      noticeModule: isNoticeModule(raw.noticeModule) ? raw.noticeModule : DEFAULT_DEPLOYMENT.noticeModule,
      noticePollSeconds: isNoticePollSeconds(raw.noticePollSeconds)
        ? raw.noticePollSeconds
        : DEFAULT_DEPLOYMENT.noticePollSeconds,
      tiles: parseTiles(raw.tiles),
    };
  } catch {
    return { ...DEFAULT_DEPLOYMENT };
  }
}
