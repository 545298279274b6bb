// 参数设置 (/system/config): the system parameters as rows the system administrator manages. Values
// are checked per key; built-in rows keep existing; the identity controls' parameters are the
// security administrator's (安全设置), so they are shown here but not changed here.
import {
  type ConfigRow,
  type configCreateRequest,
  type configFilters,
  CONFIG_ENDPOINTS as ENDPOINTS,
} from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import { SYS_CONFIG_TEXT as T } from '@ent/core/messages';
import { parameterProblem, SECURITY_PARAMETER_CODES } from '@ent/core/validate';
import type { FastifyPluginAsync } from 'fastify';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { containsPattern } from '../../db/like';
import { pageOf } from '../../db/paging';
import type { SysParameterTable } from '../../db/schema';
import { ClientError } from '../../http/errors';
import { route } from '../../http/route';
import type { ExportStore } from '../files/exports';
import { clearParameterCaches } from '../system/parameters';

type Stored = Selectable<SysParameterTable>;

const toRow = (row: Stored): ConfigRow => ({
  configId: row.id,
  configName: row.name || T.names[row.code] || row.code,
  configKey: row.code,
  configValue: row.value ?? '',
  configType: row.builtin ? 'Y' : 'N',
  isPublic: row.is_public,
  remark: row.remark ?? '',
  updateBy: row.updated_by ?? '',
  updateTime: formatTime(row.updated_at),
});

function checked(body: z.output<typeof configCreateRequest>) {
  if (SECURITY_PARAMETER_CODES.includes(body.configKey)) throw new ClientError('badRequest', T.securityElsewhere);
  const problem = parameterProblem(body.configKey, body.configValue);
  if (problem) throw new ClientError('badRequest', problem);
  return {
    name: body.configName,
    code: body.configKey,
    value: body.configValue.trim(),
    is_public: body.isPublic,
    remark: body.remark,
  };
}

export const configPlugin: FastifyPluginAsync<{ handle: DatabaseHandle; exports: ExportStore }> = async (
  app,
  { handle, exports },
) => {
  const { db } = handle;

  const filtered = (filters: z.output<typeof configFilters>) => {
    let query = db.selectFrom('sys_parameter').selectAll();
    if (filters.configName) query = query.where('name', 'ilike', containsPattern(filters.configName));
    if (filters.configKey) query = query.where('code', 'ilike', containsPattern(filters.configKey));
    if (filters.configType) query = query.where('builtin', '=', filters.configType === 'Y');
    return query;
  };
  const byId = async (id: number) => {
    const row = await db.selectFrom('sys_parameter').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ClientError('notFound', T.notFound);
    return row;
  };

  route(app, ENDPOINTS.list, async ({ query }) =>
    pageOf(db, filtered(query), query, (rows) => rows.orderBy('id'), toRow),
  );

  route(app, ENDPOINTS.get, async ({ params }) => toRow(await byId(params.id)));

  route(app, ENDPOINTS.byKey, async ({ params }) => {
    const row = await db.selectFrom('sys_parameter').select('value').where('code', '=', params.key).executeTakeFirst();
    return row?.value ?? null;
  });

  route(app, ENDPOINTS.add, async ({ body, principal }) => {
    const values = checked(body);
    const taken = await db.selectFrom('sys_parameter').select('id').where('code', '=', values.code).executeTakeFirst();
    if (taken) throw new ClientError('badRequest', T.keyTaken(values.code));
    const row = await db
      .insertInto('sys_parameter')
      .values({ ...values, builtin: false, updated_by: principal.username })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRow(row);
  });

  route(app, ENDPOINTS.update, async ({ body, principal }) => {
    const current = await byId(body.configId);
    const values = checked(body);
    if (SECURITY_PARAMETER_CODES.includes(current.code)) throw new ClientError('badRequest', T.securityElsewhere);
    // A built-in parameter is read by the platform under its key: the key stays.
    if (current.builtin && values.code !== current.code)
      throw new ClientError('badRequest', T.builtinKept(toRow(current).configName));
    if (values.code !== current.code) {
      const taken = await db
        .selectFrom('sys_parameter')
        .select('id')
        .where('code', '=', values.code)
        .executeTakeFirst();
      if (taken) throw new ClientError('badRequest', T.keyTaken(values.code));
    }
    const row = await db
      .updateTable('sys_parameter')
      .set({ ...values, updated_at: new Date(), updated_by: principal.username })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    clearParameterCaches();
    return toRow(row);
  });

  route(app, ENDPOINTS.remove, async ({ params }) => {
    const ids = params.ids.split(',').map(Number);
    return db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('sys_parameter').selectAll().where('id', 'in', ids).execute();
      const builtin = rows.find((row) => row.builtin);
      // All or nothing: one built-in row keeps the others too.
      if (builtin) throw new ClientError('badRequest', T.builtinKept(toRow(builtin).configName));
      const result = await trx.deleteFrom('sys_parameter').where('id', 'in', ids).executeTakeFirst();
      clearParameterCaches();
      return Number(result.numDeletedRows);
    });
  });

  route(app, ENDPOINTS.clearCache, async () => {
    clearParameterCaches();
    return null;
  });

  route(app, ENDPOINTS.export, async ({ query, principal }) => {
    const rows = (await filtered(query).orderBy('id').execute()).map(toRow);
    const workbook = await exports.workbook({
      sheet: T.title,
      columns: [
        { header: T.name, key: 'configName', width: 24 },
        { header: T.key, key: 'configKey', width: 28 },
        { header: T.value, key: 'configValue', width: 40 },
        { header: T.builtin, key: 'builtin', width: 10 },
        { header: T.remark, key: 'remark', width: 40 },
        { header: T.updateTime, key: 'updateTime', width: 20 },
      ],
      rows: rows.map((row) => ({ ...row, builtin: T.builtinValues[row.configType === 'Y' ? 'true' : 'false'] })),
    });
    return exports.save(principal.userId, T.exportName, workbook);
  });
};
