// The user import: an .xlsx in the template's columns, each row checked by the same rules as the
// form (accounts.ts), answered row by row in Chinese. A preview writes nothing; otherwise the valid
// rows are written in one transaction, or none when the administrator chose all-or-nothing and a
// row fails.
import {
  USER_IMPORT_LIMITS,
  type UserImportResult,
  type UserImportRowResult,
  userCreateRequest,
} from '@ent/core/contract';
import { aside, USER_TEXT as T } from '@ent/core/messages';
import { maskPhone } from '@ent/core/validate';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { ServerPrincipal } from '../../http/context';
import { type DataScope, userInScope } from '../../http/dataScope';
import { ClientError } from '../../http/errors';
import { hashPassword } from '../auth/passwords';
import type { TokenService } from '../auth/tokens';
import type { ExportStore } from '../files/exports';
import { loadWorksheet } from '../files/worksheet';
import {
  type AccountValues,
  accountColumns,
  administratorRolesOf,
  ensureHoldersRemain,
  ensureInScope,
  passwordProblem,
  roleChangeProblem,
  setLinks,
} from './accounts';
import { USER_SHEET_COLUMNS, type UserSheetColumn } from './sheet';

type Column = UserSheetColumn;
const COLUMNS = USER_SHEET_COLUMNS;

export interface ReceivedImport {
  file: Buffer | null;
  updateSupport: boolean;
  allOrNothing: boolean;
  preview: boolean;
  password: string;
}

/** The multipart parts of an import request: its options, then the file (read whole, capped). */
export async function receiveImport(request: FastifyRequest): Promise<ReceivedImport> {
  if (!request.isMultipart()) throw new ClientError('unsupportedMediaType');
  const received: ReceivedImport = {
    file: null,
    updateSupport: false,
    allOrNothing: false,
    preview: false,
    password: '',
  };
  const maxBytes = USER_IMPORT_LIMITS.megabytes * 1024 * 1024;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : '';
        if (part.fieldname === 'updateSupport') received.updateSupport = value === 'true';
        else if (part.fieldname === 'allOrNothing') received.allOrNothing = value === 'true';
        else if (part.fieldname === 'preview') received.preview = value === 'true';
        else if (part.fieldname === 'password') received.password = value.slice(0, 200);
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const file = await part.toBuffer();
      if (part.file.truncated) throw new ClientError('tooLarge', T.importTooLarge(USER_IMPORT_LIMITS.megabytes));
      received.file = file;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ClientError('tooLarge', T.importTooLarge(USER_IMPORT_LIMITS.megabytes));
    throw error;
  }
  if (!received.file || received.file.length === 0) throw new ClientError('badRequest', T.importNoFile);
  return received;
}

/** The template: the columns' headers, widened, on one sheet. */
export function userImportTemplate(exports: ExportStore): Promise<Buffer> {
  return exports.workbook({
    sheet: T.templateSheet,
    columns: COLUMNS.map((key) => ({ header: T.columns[key], key, width: 22 })),
    rows: [],
  });
}

/** A header without its note in parentheses: the column is also found by its bare name. */
const withoutNote = (header: string) => header.split(aside('').charAt(0))[0] ?? header;

/** The sheet's rows as text by column, with their row numbers; the header row names the columns. */
async function readRows(file: Buffer): Promise<Array<{ rowNumber: number; cells: Record<Column, string> }>> {
  const sheet = await loadWorksheet(file, T.importNotXlsx);
  const headers = new Map<number, Column>();
  const headerRow = sheet.getRow(1);
  headerRow.eachCell((cell, index) => {
    const text = cell.text.trim();
    const column = COLUMNS.find((key) => T.columns[key] === text || withoutNote(T.columns[key]) === text);
    if (column) headers.set(index, column);
  });
  // A sheet without the template's headers is read in the template's order.
  if (headers.size === 0) for (const [index, column] of COLUMNS.entries()) headers.set(index + 1, column);
  const rows: Array<{ rowNumber: number; cells: Record<Column, string> }> = [];
  for (let number = 2; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const cells = Object.fromEntries(COLUMNS.map((column) => [column, ''])) as Record<Column, string>;
    for (const [index, column] of headers) cells[column] = row.getCell(index).text.trim();
    if (COLUMNS.every((column) => cells[column] === '')) continue;
    rows.push({ rowNumber: number, cells });
    if (rows.length > USER_IMPORT_LIMITS.rows)
      throw new ClientError('badRequest', T.importTooMany(USER_IMPORT_LIMITS.rows));
  }
  if (rows.length === 0) throw new ClientError('badRequest', T.importEmpty);
  return rows;
}

const list = (text: string) =>
  text
    .split(T.listSeparator)
    .map((item) => item.trim())
    .filter(Boolean);

const byLabel = <K extends string>(labels: Readonly<Record<K, string>>, text: string): K | undefined =>
  (Object.keys(labels) as K[]).find((key) => labels[key] === text);

interface Planned {
  result: UserImportRowResult;
  values?: AccountValues;
  existingId?: number;
  /** Posts and roles are replaced on update only when their cells are filled. */
  postsGiven: boolean;
  rolesGiven: boolean;
}

export async function importUsers(
  handle: DatabaseHandle,
  principal: ServerPrincipal,
  scope: DataScope,
  received: ReceivedImport,
  tokens: TokenService,
  /** The 用户性别 dictionary's enabled labels by value: a cell names one of them. */
  sexes: Readonly<Record<string, string>> = T.sexes,
): Promise<UserImportResult> {
  const { db } = handle;
  const rows = await readRows(received.file ?? Buffer.alloc(0));

  // Reference data once, not per row.
  const [depts, enterprises, posts, roles] = await Promise.all([
    db.selectFrom('dept').select(['id', 'name', 'status']).execute(),
    db.selectFrom('enterprise').select(['id', 'credit_code']).execute(),
    db.selectFrom('post').select(['id', 'code', 'status']).execute(),
    db.selectFrom('role').select(['id', 'code', 'status']).execute(),
  ]);
  const names = rows.map((row) => row.cells.userName.toLowerCase()).filter(Boolean);
  const existing = names.length
    ? await db
        .selectFrom('app_user as u')
        .select(['u.id', 'u.username', 'u.type_of', 'u.phone', sql<boolean>`${userInScope(scope, 'u')}`.as('in_scope')])
        .where(sql<string>`lower(u.username)`, 'in', names)
        .execute()
    : [];
  const existingByName = new Map(existing.map((user) => [user.username.toLowerCase(), user]));
  const currentRoles = new Map<number, number[]>();
  if (existing.length > 0)
    for (const link of await db
      .selectFrom('user_role')
      .select(['user_id', 'role_id'])
      .where(
        'user_id',
        'in',
        existing.map((user) => user.id),
      )
      .execute())
      currentRoles.set(link.user_id, [...(currentRoles.get(link.user_id) ?? []), link.role_id]);

  const firstLine = new Map<string, number>();
  const phoneLine = new Map<string, number>();
  const planned: Planned[] = [];
  for (const { rowNumber, cells } of rows) {
    const result: UserImportRowResult = {
      rowNumber,
      userName: cells.userName,
      nickName: cells.nickName,
      action: 'none',
      ok: false,
      message: '',
    };
    const fail = (message: string) => {
      result.message = message;
      planned.push({ result, postsGiven: false, rolesGiven: false });
    };
    const key = cells.userName.toLowerCase();
    const earlier = key ? firstLine.get(key) : undefined;
    if (earlier !== undefined) {
      fail(T.importDuplicate(earlier));
      continue;
    }
    if (key) firstLine.set(key, rowNumber);
    const userType = cells.userType === T.userTypes['2'] ? '2' : cells.userType === T.userTypes['1'] ? '1' : null;
    if (!userType) {
      fail(cells.userType ? T.importUnknownType : T.required(T.userType));
      continue;
    }
    let deptId: number | null = null;
    if (userType === '2') {
      if (!cells.dept) {
        fail(T.deptRequired);
        continue;
      }
      const matches = /^\d+$/.test(cells.dept)
        ? depts.filter((dept) => dept.id === Number(cells.dept))
        : depts.filter((dept) => dept.name === cells.dept);
      if (matches.length > 1) {
        fail(T.importAmbiguousDept(cells.dept));
        continue;
      }
      if (matches.length === 0 || matches[0]?.status !== '0') {
        fail(T.importUnknownDept(cells.dept));
        continue;
      }
      deptId = matches[0]?.id ?? null;
    }
    let enterpriseId: number | null = null;
    if (userType === '1') {
      const code = cells.creditCode.replace(/\s+/g, '').toUpperCase();
      if (!code) {
        fail(T.enterpriseRequired);
        continue;
      }
      const enterprise = enterprises.find((item) => item.credit_code === code);
      if (!enterprise) {
        fail(T.importUnknownEnterprise(code));
        continue;
      }
      enterpriseId = enterprise.id;
    }
    const sex = cells.sex ? byLabel(sexes, cells.sex) : '2';
    if (!sex) {
      fail(T.importUnknownSex);
      continue;
    }
    const status = cells.status ? byLabel(T.statuses, cells.status) : '0';
    if (!status) {
      fail(T.importUnknownStatus);
      continue;
    }
    const postIds: number[] = [];
    const unknownPost = list(cells.posts).find((code) => {
      const post = posts.find((item) => item.code.toLowerCase() === code.toLowerCase() && item.status === '0');
      if (post) postIds.push(post.id);
      return !post;
    });
    if (unknownPost) {
      fail(T.importUnknownPost(unknownPost));
      continue;
    }
    const roleIds: number[] = [];
    const unknownRole = list(cells.roles).find((code) => {
      const role = roles.find((item) => item.code === code && item.status === '0');
      if (role) roleIds.push(role.id);
      return !role;
    });
    if (unknownRole) {
      fail(T.importUnknownRole(unknownRole));
      continue;
    }
    // The export masks phones (139****5678); an existing account's own phone masked means unchanged,
    // so an exported file imports back. Any other masked number is refused by the phone's format.
    const known = existingByName.get(key)?.phone ?? '';
    const phonenumber = known && cells.phone === maskPhone(known) ? known : cells.phone;
    const parsed = userCreateRequest.omit({ password: true }).safeParse({
      userName: cells.userName,
      nickName: cells.nickName,
      userType,
      deptId,
      enterpriseId,
      phonenumber,
      email: cells.email,
      sex,
      status,
      postIds,
      roleIds,
      remark: cells.remark,
    });
    if (!parsed.success) {
      fail(parsed.error.issues[0]?.message ?? T.importNotXlsx);
      continue;
    }
    const values = parsed.data;
    const current = existingByName.get(key);
    if (current) {
      if (!received.updateSupport) {
        fail(T.importExists);
        continue;
      }
      if (!current.in_scope) {
        fail(T.importOutOfScope);
        continue;
      }
      if (current.type_of !== userType) {
        fail(T.typeFixed);
        continue;
      }
      if (current.id === principal.userId) {
        fail(T.ownRoles);
        continue;
      }
    } else if (!received.password) {
      fail(T.importPasswordRequired);
      continue;
    }
    if (values.phonenumber) {
      const sameFile = phoneLine.get(values.phonenumber);
      const owner = await db
        .selectFrom('app_user')
        .select('id')
        .where('phone', '=', values.phonenumber)
        .$if(current !== undefined, (query) => query.where('id', '<>', current?.id ?? 0))
        .executeTakeFirst();
      if (sameFile !== undefined || owner) {
        fail(T.phoneTaken(values.phonenumber.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')));
        continue;
      }
      phoneLine.set(values.phonenumber, rowNumber);
    }
    const rolesGiven = cells.roles !== '';
    const roleIssue = rolesGiven
      ? await roleChangeProblem(db, principal, userType, current ? (currentRoles.get(current.id) ?? []) : [], roleIds)
      : null;
    if (roleIssue) {
      fail(roleIssue);
      continue;
    }
    result.ok = true;
    result.action = current ? 'update' : 'add';
    planned.push({ result, values, existingId: current?.id, postsGiven: cells.posts !== '', rolesGiven });
  }

  if (received.password && planned.some((row) => row.result.action === 'add')) {
    // One policy for the whole file: a bad initial password refuses the import, not each row.
    const problem = await passwordProblem(handle, '', received.password);
    if (problem) throw new ClientError('badRequest', problem);
  }
  const valid = planned.filter((row) => row.result.ok);
  const failed = planned.length - valid.length;
  const commit = !received.preview && valid.length > 0 && !(received.allOrNothing && failed > 0);
  if (commit) {
    // One hash for the file's new accounts: the password is the same and must be changed at first login.
    const passwordHash = valid.some((row) => row.existingId === undefined) ? await hashPassword(received.password) : '';
    const disabled: number[] = [];
    await db.transaction().execute(async (trx) => {
      const touched = valid.flatMap((row) => (row.existingId === undefined ? [] : [row.existingId]));
      const guarded = await administratorRolesOf(trx, touched);
      const written: number[] = [];
      for (const row of valid) {
        const values = row.values as AccountValues;
        const columns = await accountColumns(trx, values);
        let id: number;
        if (row.existingId === undefined) {
          ({ id } = await trx
            .insertInto('app_user')
            .values({
              ...columns,
              type_of: values.userType,
              password_hash: passwordHash,
              must_change_password: true,
              created_by: principal.userId,
            })
            .returning('id')
            .executeTakeFirstOrThrow());
          await setLinks(trx, id, values);
        } else {
          id = row.existingId;
          await trx
            .updateTable('app_user')
            .set({ ...columns, updated_at: new Date() })
            .where('id', '=', id)
            .execute();
          await setLinks(trx, id, {
            ...(row.postsGiven ? { postIds: values.postIds } : {}),
            ...(row.rolesGiven ? { roleIds: values.roleIds } : {}),
          });
          if (values.status === '1') disabled.push(id);
        }
        written.push(id);
      }
      await ensureHoldersRemain(trx, guarded);
      await ensureInScope(trx, scope, written);
    });
    for (const id of disabled) await tokens.revokeAllOf(id);
  }
  const results = planned.map((row) => row.result);
  if (!commit) for (const row of results) if (row.ok) row.message = received.preview ? T.importOk : T.importNothing;
  if (commit) for (const row of results) if (row.ok) row.message = T.imported;
  return {
    preview: received.preview,
    committed: commit,
    succeeded: commit ? valid.length : 0,
    failed,
    rows: results,
  };
}
