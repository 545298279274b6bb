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
}

export const DEFAULT_DEPLOYMENT: DeploymentConfig = {
  flavour: 'major',
  showSettings: true,
  noticeModule: DEFAULT_NOTICE_MODULE,
  noticePollSeconds: 30,
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
    };
  } catch {
    return { ...DEFAULT_DEPLOYMENT };
  }
}
