// Response shapes of the wire contract, shared by the server (which builds them) and the SPA.

/** typeOf of SPEC §3: which side of the platform an account belongs to (docs/PROTOCOL.md). */
export const USER_TYPE = { enterprise: '1', government: '2' } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

export interface PasswordPolicy {
  /** Longest allowed password. */
  maxStrength: number;
  /** Shortest allowed password. */
  mixStrength: number;
  /** Character classes, comma separated: 1 digits, 2 lower case, 3 upper case, 4 symbols. */
  ruleComposition: string;
  /** How many of those classes a password must mix. */
  ruleCount: number;
  tips: string;
}

export const JUMP_URL_CODES = ['DTZX', 'NYJJ', 'GGFW', 'XZNX', 'SJGX'] as const;
export type JumpUrlCode = (typeof JUMP_URL_CODES)[number];
export type JumpUrls = Record<JumpUrlCode, string>;

/** Logged-in user info (SPEC §3), as getUserInfo returns it. */
export interface UserInfo {
  token: string;
  id: number;
  username: string;
  fullName: string;
  name: string;
  nickname: string;
  nickName: string;
  avatar: string;
  roles: string[];
  perms: string[];
  belongName: string;
  belongId: number | null;
  typeOf: UserType;
  dept: { deptName: string } | null;
  company: string;
  mainstayId: number | null;
  adminAccountPhone: string;
  jumpUrlObj: JumpUrls;
  updateUserInfoFlag: boolean;
  passwordPolicy: PasswordPolicy;
}

/** What /me answers: the principal behind the token and when the token ends. */
export interface Principal {
  id: number;
  username: string;
  fullName: string;
  typeOf: UserType;
  mainstayId: number | null;
  roles: string[];
  jti: string;
  expiresAt: string;
}

export interface LoginResult {
  access_token: string;
  token_type: 'bearer';
  /** Seconds until the token expires. */
  expires_in: number;
  jti: string;
}

export interface CaptchaResult {
  enabled: boolean;
  /** data: URL of the image. */
  img?: string;
  verKey?: string;
}

export interface RouteMeta {
  title: string;
  icon?: string;
  noCache?: boolean;
  link?: string | null;
  activeMenu?: string;
  affix?: boolean;
}

/** A menu route as the server sends it and the SPA turns into pages (SPEC §3 route meta). */
export interface ServerRoute {
  name?: string;
  path: string;
  hidden?: boolean;
  redirect?: string;
  component?: string;
  alwaysShow?: boolean;
  query?: string;
  meta?: RouteMeta;
  children?: ServerRoute[];
}

/** A parameter look-up's answer is kept whole: callers check code before trusting data. */
export interface ParameterValue {
  code: string;
  data: string | null;
}

/** Parameter codes the SPA looks up (SPEC §7). */
export const PARAMETER_CODES = {
  apiEncrypt: 'apiEncrypt',
  greyRouter: 'ent-grey-router',
  title: 'title-xny-ent',
} as const;

/** A page of rows, as list endpoints answer (SPEC §3 "List response: rows, total"). */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** A notice as its recipient sees it (SPEC §3): isRead and status are the recipient's own. */
export interface Notice {
  noticeId: number;
  noticeTitle: string;
  noticeType: '1' | '2';
  noticeContent: string;
  formId: number | null;
  /** '0' unhandled: the notice asks for a form (SPEC §4). */
  status: '0' | '1';
  isRead: '0' | '1';
  createTime: string;
  createBy: string;
}

/** A notice as government staff manage it. */
export interface ManagedNotice {
  noticeId: number;
  noticeTitle: string;
  noticeType: '1' | '2';
  noticeContent: string;
  formId: number | null;
  createTime: string;
  createBy: string;
  recipients: number;
  readCount: number;
  handledCount: number;
}

export interface Bulletin {
  bulletinId: number;
  title: string;
  content: string;
  isPublic: boolean;
  publishTime: string;
  /** The city the bulletin concerns (JIANGSU_CITIES code); null for the whole province. */
  cityCode?: string | null;
  cityName?: string;
}

export interface DownloadFileInfo {
  code: string;
  title: string;
  fileName: string | null;
  originalName: string | null;
  updateTime: string;
}

export interface CountByKey {
  key: string;
  label: string;
  count: number;
  capacityMw: number;
}

/** The desks' figures, computed by the server for the caller's enterprise or the province. */
export interface DeskOverview {
  scope: 'enterprise' | 'province';
  enterpriseName: string | null;
  projects: { total: number; major: number; investment: number; byStatus: CountByKey[] };
  facilities: { total: number; capacityMw: number; byType: CountByKey[] };
  reports: { due: number; overdue: number; done: number; total: number };
  unreadNotices: number;
  /** The last 12 months, oldest first. */
  trend: Array<{ month: string; reportsSubmitted: number; capacityAddedMw: number }>;
}

/** Province-wide public figures: never any one enterprise's data. */
/** An enterprise as government staff pick it (mainstay/page). */
export interface MainstayRow {
  id: number;
  name: string;
  creditCode: string;
  /** Whether the enterprise has completed its information (only those receive report tasks). */
  infoComplete: boolean;
}

export interface PublicFigures {
  enterprises: number;
  projects: number;
  facilities: number;
  capacityMw: number;
  byCity: Array<{ cityCode: string; city: string; projects: number; capacityMw: number }>;
  byType: CountByKey[];
}

/** SPEC §7's download-file codes. */
export const DOWNLOAD_CODE = { manual: 'zdxmyhscqyd', browserGuide: 'xtfwllqsm_gov', chrome: 'CHROME' } as const;
export const DOWNLOAD_CODES = [DOWNLOAD_CODE.manual, DOWNLOAD_CODE.browserGuide, DOWNLOAD_CODE.chrome] as const;
export type DownloadCode = (typeof DOWNLOAD_CODES)[number];

/** processStatus of a form record (docs/PROTOCOL.md): '0' draft (暂存), '1' submitted (已提交). */
export const PROCESS_STATUS = { draft: '0', submitted: '1' } as const;
export type ProcessStatus = (typeof PROCESS_STATUS)[keyof typeof PROCESS_STATUS];

export type DefinitionStatus = 'draft' | 'published' | 'retired';

/** A form definition version as lists and the form pages receive it. */
export interface FormDefinitionInfo {
  id: number;
  formKey: string;
  version: number;
  title: string;
  status: DefinitionStatus;
  createTime: string;
  publishTime: string;
  /** The form-generator JSON (absent in lists). */
  content?: unknown;
  testData?: Record<string, unknown> | null;
}

/** A filled form (SPEC §3 "Dynamic form data record"). */
export interface FormRecord {
  id: number;
  formDataId: number;
  formKey: string;
  version: number;
  title: string;
  taskId: number | null;
  fieldsValueMap: Record<string, unknown>;
  processStatus: ProcessStatus;
  revision: number;
  create_date: string;
  updateTime: string;
  submitTime: string;
  enterpriseName: string;
}

/** SPEC §7 formData/get/id: data.returnCode '200', data.data.dynFormInfo, total, data[0]. */
export interface FormDataGetId {
  returnCode: string;
  msg?: string;
  data: {
    dynFormInfo: FormDefinitionInfo & { fields: unknown[] };
    total: number;
    data: FormRecord[];
  };
}

export type TaskState = 'pending' | 'draft' | 'submitted' | 'overdue';

/** A form an enterprise must report (/datareporting/list). */
export interface ReportTaskRow {
  taskId: number;
  title: string;
  period: string;
  dueDate: string;
  state: TaskState;
  formKey: string;
  /** The published version to fill, or null when the form has none now. */
  formDataId: number | null;
  recordId: number | null;
  enterpriseName: string;
  updateTime: string;
}
