// Table types for Kysely; the tables themselves are created by the SQL files in ../../migrations.
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface SysParameterTable {
  code: string;
  value: string | null;
  remark: string | null;
  /** Readable without a token (apiEncrypt, ent-grey-router, title-xny-ent). */
  is_public: Defaulted<boolean>;
  /** 0040_config.sql */
  id: Generated<number>;
  name: Defaulted<string>;
  builtin: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
  updated_by: string | null;
}

export interface OauthClientTable {
  client_id: string;
  client_secret: string;
  name: string;
}

export interface EnterpriseTable {
  id: Generated<number>;
  name: string;
  credit_code: string;
  city_code: string | null;
  city_name: string | null;
  address: string | null;
  legal_person: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  /** 0005_profile.sql */
  contact_email: string | null;
  /** 0004_registration.sql: the parent group and the five-level region code. */
  group_id: number | null;
  region_code: string | null;
  info_complete: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

export interface AppUserTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  full_name: string;
  nickname: Defaulted<string>;
  avatar: Defaulted<string>;
  phone: string | null;
  /** '1' enterprise, '2' government (api/types USER_TYPE). */
  type_of: '1' | '2';
  mainstay_id: number | null;
  dept_name: string | null;
  update_user_info_flag: Defaulted<boolean>;
  /** '0' active, '1' disabled. */
  status: Defaulted<'0' | '1'>;
  created_at: CreatedAt;
  password_changed_at: Defaulted<Date>;
  dept_id: number | null;
  email: string | null;
  /** '0' male, '1' female, '2' not given. */
  sex: Defaulted<string>;
  remark: string | null;
  must_change_password: Defaulted<boolean>;
  single_session: Defaulted<boolean>;
  mfa_secret: string | null;
  mfa_enabled_at: Date | null;
  created_by: number | null;
  mfa_pending_secret: Defaulted<string | null>;
  updated_at: Defaulted<Date>;
}

export interface RoleTable {
  id: Generated<number>;
  code: string;
  name: string;
  sort: number;
  status: Defaulted<'0' | '1'>;
  remark: string | null;
  /** '1' all, '2' custom departments, '3' own department, '4' own and below, '5' self only. */
  data_scope: Defaulted<DataScopeCode>;
  menu_check_strictly: Defaulted<boolean>;
  dept_check_strictly: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
  /** The platform relies on its code: not deleted, code kept (migrations/0034_roles.sql). */
  builtin: Defaulted<boolean>;
}

export type DataScopeCode = '1' | '2' | '3' | '4' | '5';

export interface RoleDeptTable {
  role_id: number;
  dept_id: number;
}

export interface DeptTable {
  id: Generated<number>;
  parent_id: number | null;
  /** Ids from the root down to the parent, comma-separated ('' for a root). */
  ancestors: Defaulted<string>;
  name: string;
  order_num: Defaulted<number>;
  leader: string | null;
  phone: string | null;
  email: string | null;
  status: Defaulted<'0' | '1'>;
  /** The city whose enterprises the department oversees; null: the whole province. */
  city_code: string | null;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

export interface PostTable {
  id: Generated<number>;
  code: string;
  name: string;
  order_num: Defaulted<number>;
  status: Defaulted<'0' | '1'>;
  remark: string | null;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

export interface UserPostTable {
  user_id: number;
  post_id: number;
}

export interface PasswordHistoryTable {
  id: Generated<number>;
  user_id: number;
  password_hash: string;
  changed_at: CreatedAt;
}

export interface MfaRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Date | null;
}

export interface SeedStepTable {
  name: string;
  applied_at: CreatedAt;
}

export interface UserRoleTable {
  user_id: number;
  role_id: number;
}

export interface MenuTable {
  id: Generated<number>;
  parent_id: number | null;
  /** 'M' directory, 'C' page, 'F' button (a permission only). */
  menu_type: 'M' | 'C' | 'F';
  name: string | null;
  path: string;
  component: string | null;
  redirect: string | null;
  query: string | null;
  title: string;
  icon: string | null;
  hidden: Defaulted<boolean>;
  always_show: Defaulted<boolean>;
  no_cache: Defaulted<boolean>;
  link: string | null;
  active_menu: string | null;
  affix: Defaulted<boolean>;
  perms: string | null;
  order_num: Defaulted<number>;
  status: Defaulted<'0' | '1'>;
  /** Comma-separated flavours the entry belongs to; null for all. */
  flavours: string | null;
}

export interface RoleMenuTable {
  role_id: number;
  menu_id: number;
}

export interface AuthSessionTable {
  jti: string;
  user_id: number;
  client_id: string;
  issued_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
  last_seen_at: Defaulted<Date>;
}

export interface CaptchaTable {
  ver_key: string;
  answer: string;
  expires_at: Timestamp;
}

export interface ReplayNonceTable {
  token: string;
  expires_at: Timestamp;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface LoginLogTable {
  id: Generated<number>;
  username: string;
  user_id: number | null;
  ip: string | null;
  success: boolean;
  message: string;
  type_of: string | null;
  created_at: CreatedAt;
  user_agent: string | null;
}

export interface PasswordPolicyTable {
  id: number;
  max_strength: number;
  mix_strength: number;
  rule_composition: string;
  rule_count: number;
  tips: string;
}

export interface JumpUrlTable {
  code: string;
  name: string;
  url: string;
  sort: number;
}

export interface ServerSecretTable {
  name: string;
  value: string;
}

export interface NoticeTable {
  notice_id: Generated<number>;
  notice_title: string;
  notice_type: Defaulted<string>;
  notice_content: Defaulted<string>;
  form_id: number | null;
  created_by: number | null;
  create_time: CreatedAt;
  update_time: Defaulted<Date>;
}

export interface NoticeRecipientTable {
  notice_id: number;
  user_id: number;
  is_read: Defaulted<string>;
  /** '0' unhandled (a form is awaited), '1' handled. */
  status: Defaulted<string>;
  read_time: Date | null;
}

export interface BulletinTable {
  bulletin_id: Generated<number>;
  title: string;
  content: Defaulted<string>;
  is_public: Defaulted<boolean>;
  publish_time: Defaulted<Date>;
  created_by: number | null;
  /** A city of the province; null for the whole province (0007). */
  city_code: Defaulted<string | null>;
  update_time: Defaulted<Date>;
}

/** Consulting advice (0007_consulting.sql): one enterprise's question or advice. */
export interface ConsultingThreadTable {
  id: Generated<number>;
  mainstay_id: number;
  created_by: number | null;
  kind: 'question' | 'advice';
  category: string;
  title: string;
  contact_name: string | null;
  contact_phone: string | null;
  status: Defaulted<'pending' | 'answered' | 'closed'>;
  rating: '1' | '2' | '3' | null;
  create_time: ColumnType<Date, Date | string | undefined, Date | string>;
  update_time: Defaulted<Date>;
  answer_time: Date | null;
  close_time: Date | null;
}

export interface ConsultingMessageTable {
  id: Generated<number>;
  thread_id: number;
  author_id: number | null;
  side: 'enterprise' | 'government';
  content: string;
  create_time: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ConsultingFileTable {
  message_id: number;
  thread_id: number;
  file_id: number;
  sort: Defaulted<number>;
}

export interface NewsTable {
  news_id: Generated<number>;
  title: string;
  category: Defaulted<string>;
  city_code: string | null;
  source: Defaulted<string>;
  summary: Defaulted<string>;
  content: Defaulted<string>;
  is_public: Defaulted<boolean>;
  view_count: Defaulted<number>;
  publish_time: Defaulted<Date>;
  update_time: Defaulted<Date>;
  created_by: number | null;
}

export interface DownloadFileTable {
  code: string;
  title: string;
  file_name: string | null;
  original_name: string | null;
  update_time: Defaulted<Date>;
  updated_by: number | null;
}

export interface ExportFileTable {
  file_name: string;
  user_id: number;
  create_time: CreatedAt;
}

export interface FacilityTable {
  id: Generated<number>;
  mainstay_id: number;
  name: string;
  facility_type: string;
  /** numeric: strings from the driver. */
  capacity_mw: ColumnType<string, string | number, string | number>;
  city_code: string | null;
  address: string | null;
  longitude: ColumnType<string | null, string | number | null, string | number | null>;
  latitude: ColumnType<string | null, string | number | null, string | number | null>;
  status: Defaulted<string>;
  create_time: ColumnType<Date, Date | string | undefined, Date | string>;
  update_time: Defaulted<Date>;
}

export interface ProjectTable {
  id: Generated<number>;
  mainstay_id: number;
  name: string;
  project_type: string;
  capacity_mw: ColumnType<string, string | number, string | number>;
  investment: ColumnType<string, string | number, string | number>;
  city_code: string | null;
  filing_status: Defaulted<string>;
  is_major: Defaulted<boolean>;
  create_time: ColumnType<Date, Date | string | undefined, Date | string>;
  update_time: Defaulted<Date>;
  // Project filing (0006_facilities.sql): the PV filing form's values and their version.
  project_code: string | null;
  form_id: number | null;
  /** jsonb: the filing form's values. */
  form_values: ColumnType<Record<string, unknown>, string | undefined, string>;
  revision: Defaulted<number>;
  longitude: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  latitude: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  user_id: number | null;
  submit_time: Date | null;
  review_time: Date | null;
  reviewed_by: number | null;
  review_opinion: Defaulted<string>;
}

export interface ReportTaskTable {
  id: Generated<number>;
  mainstay_id: number;
  title: string;
  period: string;
  due_date: ColumnType<Date, Date | string, Date | string>;
  status: Defaulted<string>;
  submit_time: Date | null;
  create_time: CreatedAt;
  form_key: Defaulted<string | null>;
}

export interface FormDefinitionTable {
  id: Generated<number>;
  form_key: string;
  version: number;
  title: string;
  /** jsonb: the form-generator definition. */
  content: ColumnType<unknown, string, string>;
  test_data: ColumnType<unknown, string | null, string | null>;
  status: Defaulted<'draft' | 'published' | 'retired'>;
  created_by: number | null;
  create_time: CreatedAt;
  publish_time: Date | null;
  retire_time: Date | null;
}

export interface FormRecordTable {
  id: Generated<number>;
  form_id: number;
  form_key: string;
  task_id: number | null;
  mainstay_id: number;
  user_id: number | null;
  fields_value_map: ColumnType<Record<string, unknown>, string, string>;
  process_status: Defaulted<'0' | '1'>;
  revision: Defaulted<number>;
  create_time: CreatedAt;
  update_time: Defaulted<Date>;
  submit_time: Date | null;
}

export interface UploadFileTable {
  id: Generated<number>;
  owner_id: number | null;
  mainstay_id: number | null;
  original_name: string;
  stored_name: string;
  ext: string;
  mime: string;
  size: ColumnType<string | number, number, number>;
  kind: 'general' | 'attachment';
  create_time: CreatedAt;
}

export interface HandoverGrantTable {
  token_hash: string;
  kind: 'code' | 'bind';
  client_id: string;
  subject: string;
  display_name: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface ExternalIdentityTable {
  client_id: string;
  subject: string;
  user_id: number;
  bound_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_login_at: Timestamp | null;
}

/** 0005_profile.sql: one row per changed field of an enterprise. */
export interface EnterpriseChangeLogTable {
  id: Generated<number>;
  enterprise_id: number;
  user_id: number | null;
  username: string;
  full_name: string;
  action: string;
  field: string;
  old_value: string | null;
  new_value: string | null;
  ip: string | null;
  changed_at: CreatedAt;
}

/** 0004_registration.sql: SMS verification codes (hashed), their send counters and the outbox. */
export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  scene: 'register' | 'contact';
  code_hash: string;
  user_id: number | null;
  ip: string | null;
  attempts: Defaulted<number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface SmsThrottleTable {
  key: string;
  window_started_at: Timestamp;
  sent: number;
  last_sent_at: Timestamp;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  scene: string;
  content: string;
  created_at: CreatedAt;
}

/** 0004_registration.sql: administrative divisions (levels 1-5) and enterprise groups. */
export interface RegionDivisionTable {
  code: string;
  name: string;
  level: number;
  parent_code: string | null;
}

export interface EnterpriseGroupTable {
  id: Generated<number>;
  name: string;
  sort: Defaulted<number>;
}

export interface SchemaMigrationTable {
  name: string;
  applied_at: CreatedAt;
}

/** 0043_operlog.sql: append-only, hash-chained. */
export interface OperLogTable {
  id: GeneratedAlways<number>;
  user_id: number | null;
  username: string;
  full_name: string;
  organisation: string;
  ip: string;
  user_agent: string;
  module: string;
  action: string;
  method: string;
  path: string;
  target_ids: string;
  /** JSON {id: name} of a delete's targets as they were (0059_operlog_target_names.sql); '' otherwise. */
  target_names: Defaulted<string>;
  params: string;
  success: boolean;
  error_code: string;
  error_message: string;
  duration_ms: number;
  created_at: Date;
  prev_hash: string;
  hash: string;
}

/** 0041_dict.sql: a dictionary (字典类型). */
export interface DictTypeTable {
  id: Generated<number>;
  name: string;
  type: string;
  status: Defaulted<'0' | '1'>;
  builtin: Defaulted<boolean>;
  remark: string | null;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
  updated_by: string | null;
}

/** 0041_dict.sql: one value of a dictionary (字典数据). */
export interface DictDataTable {
  id: Generated<number>;
  dict_type: string;
  label: string;
  value: string;
  sort: Defaulted<number>;
  is_default: Defaulted<boolean>;
  status: Defaulted<'0' | '1'>;
  list_class: Defaulted<DictListClass>;
  css_class: string | null;
  remark: string | null;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
  updated_by: string | null;
}
export type DictListClass = 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

/** migrations/0053: grows at each commit that changes what the map shows. */
export interface MapVersionTable {
  id: Generated<boolean>;
  version: Generated<string>;
  txid: Generated<string>;
}

/** What each map version changed: the table and the row (0057_map_change.sql). */
export interface MapChangeTable {
  version: string;
  source: 'map_feature' | 'facility' | 'project' | 'enterprise';
  row_id: number;
}

/** migrations/0055: grows at each commit that can end a session or alter who holds it. */
export interface SessionVersionTable {
  id: Generated<boolean>;
  version: Generated<string>;
  txid: Generated<string>;
}

/** 0050_map.sql: map data staff manage (SPEC §3 map feature). */
export interface MapFeatureTable {
  id: Generated<number>;
  kind: string;
  name: string;
  this_type: Defaulted<string>;
  mainstay_id: number | null;
  city_code: string | null;
  cities: ColumnType<string[], string[] | undefined, string[]>;
  longitude: number | null;
  latitude: number | null;
  /** jsonb: [[lon, lat], ...]. */
  path: ColumnType<Array<[number, number]> | null, string | null, string | null>;
  min_lon: number;
  min_lat: number;
  max_lon: number;
  max_lat: number;
  contact_name: Defaulted<string>;
  contact_phone: Defaulted<string>;
  is_public: Defaulted<boolean>;
  remark: Defaulted<string>;
  updated_by: Defaulted<string>;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

export interface Database {
  schema_migration: SchemaMigrationTable;
  sys_parameter: SysParameterTable;
  oauth_client: OauthClientTable;
  enterprise: EnterpriseTable;
  enterprise_group: EnterpriseGroupTable;
  region_division: RegionDivisionTable;
  sms_code: SmsCodeTable;
  sms_throttle: SmsThrottleTable;
  sms_outbox: SmsOutboxTable;
  enterprise_change_log: EnterpriseChangeLogTable;
  app_user: AppUserTable;
  role: RoleTable;
  user_role: UserRoleTable;
  role_dept: RoleDeptTable;
  dept: DeptTable;
  post: PostTable;
  user_post: UserPostTable;
  password_history: PasswordHistoryTable;
  mfa_recovery_code: MfaRecoveryCodeTable;
  seed_step: SeedStepTable;
  menu: MenuTable;
  role_menu: RoleMenuTable;
  auth_session: AuthSessionTable;
  captcha: CaptchaTable;
  replay_nonce: ReplayNonceTable;
  login_throttle: LoginThrottleTable;
  login_log: LoginLogTable;
  oper_log: OperLogTable;
  password_policy: PasswordPolicyTable;
  jump_url: JumpUrlTable;
  server_secret: ServerSecretTable;
  notice: NoticeTable;
  notice_recipient: NoticeRecipientTable;
  bulletin: BulletinTable;
  download_file: DownloadFileTable;
  export_file: ExportFileTable;
  facility: FacilityTable;
  project: ProjectTable;
  report_task: ReportTaskTable;
  form_definition: FormDefinitionTable;
  form_record: FormRecordTable;
  upload_file: UploadFileTable;
  consulting_thread: ConsultingThreadTable;
  consulting_message: ConsultingMessageTable;
  consulting_file: ConsultingFileTable;
  news: NewsTable;
  handover_grant: HandoverGrantTable;
  external_identity: ExternalIdentityTable;
  dict_type: DictTypeTable;
  dict_data: DictDataTable;
  map_feature: MapFeatureTable;
  map_version: MapVersionTable;
  map_change: MapChangeTable;
  session_version: SessionVersionTable;
  sys_job: SysJobTable;
  sys_job_log: SysJobLogTable;
  report_task_reminder: ReportTaskReminderTable;
  gen_table: GenTableTable;
  gen_table_column: GenTableColumnTable;
}

/** Scheduled jobs (0044_job.sql). */
export interface SysJobTable {
  id: Generated<number>;
  name: string;
  job_group: Defaulted<string>;
  kind: string;
  params: ColumnType<Record<string, unknown>, string | undefined, string>;
  cron: string;
  misfire: Defaulted<'now' | 'once' | 'skip'>;
  concurrent: Defaulted<boolean>;
  status: Defaulted<'0' | '1'>;
  remark: Defaulted<string>;
  checked_at: Date | null;
  create_time: CreatedAt;
  update_time: Defaulted<Date>;
}

export interface SysJobLogTable {
  id: Generated<number>;
  job_id: number;
  job_name: string;
  kind: string;
  slot: Date | null;
  process_id: Defaulted<string>;
  start_time: Defaulted<Date>;
  end_time: Date | null;
  duration_ms: number | null;
  status: Defaulted<'running' | 'success' | 'failure' | 'interrupted'>;
  message: Defaulted<string>;
  error: Defaulted<string>;
}

export interface ReportTaskReminderTable {
  task_id: number;
  day: ColumnType<string, string, string>;
  sent_at: Defaulted<Date>;
}

/** 代码生成's tables and their columns' settings (0051_gen.sql). */
export interface GenTableTable {
  id: Generated<number>;
  table_name: string;
  table_comment: Defaulted<string>;
  source: Defaulted<'db' | 'sql'>;
  form_title: string;
  form_key: string;
  columns_per_row: Defaulted<number>;
  remark: Defaulted<string>;
  create_by: Defaulted<string>;
  update_by: Defaulted<string>;
  create_time: CreatedAt;
  update_time: Defaulted<Date>;
}

export interface GenTableColumnTable {
  id: Generated<number>;
  table_id: number;
  column_name: string;
  column_comment: Defaulted<string>;
  column_type: string;
  field_name: string;
  label: string;
  value_type: Defaulted<string>;
  html_type: Defaulted<string>;
  dict_type: Defaulted<string>;
  is_pk: Defaulted<boolean>;
  is_required: Defaulted<boolean>;
  is_form: Defaulted<boolean>;
  is_list: Defaulted<boolean>;
  query_type: Defaulted<string>;
  default_value: string | null;
  sort: Defaulted<number>;
}
