// Project filing (SPEC §2 /dataAdministration/informationFilling, the embedded entry xmba): the
// enterprise's projects with their filing status. A filing is filled through the published PV
// filing form (formKey pv-filing); its values and the definition version are kept on the project
// row (migrations/0006_facilities.sql), validated here with the browser's rules (core/forms).
// draft -> submitted -> approved | rejected; draft and rejected filings may be edited or deleted by
// their enterprise; government staff review submitted ones.
import type { FormDefinitionInfo } from '@ent/core/api';
import { isGovernmentStaff } from '@ent/core/auth';
import {
  FILING_ENDPOINTS as ENDPOINTS,
  FILING_PERMISSIONS,
  type FilingDetail,
  type FilingRow,
  type FilingStatus,
  PV_FILING_FORM_KEY,
  STAFF_FILING_STATUSES,
} from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import { modelFromValues, normalizeDefinition, submission, validateForm } from '@ent/core/forms';
import { FILING_TEXT, FORM_SERVICE_TEXT } from '@ent/core/messages';
import { JIANGSU_CITIES } from '@ent/core/platform';
import { cityName } from '@ent/core/validate';
import type { FastifyPluginAsync } from 'fastify';
import { type Kysely, type Selectable, type SqlBool, sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { containsPattern } from '../../db/like';
import { pageOf } from '../../db/paging';
import type { Database, FormDefinitionTable } from '../../db/schema';
import { ownEnterprise } from '../../http/accessPlugin';
import type { ServerPrincipal } from '../../http/context';
import { needsScope } from '../../http/dataScope';
import { enterpriseRowsFor } from '../../http/enterpriseScope';
import { ClientError } from '../../http/errors';
import { route, withMessage } from '../../http/route';
import { SPA_BASE } from '../../http/spaPlugin';
import { noticeEnterprise } from '../notices/enterpriseNotice';

const EDITABLE: readonly string[] = ['draft', 'rejected'];
const AMOUNT = /^\+?\d{1,8}(\.\d{1,2})?$/;

type Executor = Kysely<Database> | Transaction<Database>;

/** The project row's list columns, copied from the filing form's values. */
export function filingColumns(values: Record<string, unknown>) {
  const text = (key: string): string => {
    const value = values[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  const amount = (key: string): number => (AMOUNT.test(text(key)) ? Number(text(key)) : 0);
  const city = text('city');
  return {
    name: [...text('projectName')].slice(0, 200).join(''),
    project_code: text('projectCode').slice(0, 60) || null,
    project_type: 'pv',
    capacity_mw: amount('capacityMw'),
    investment: amount('investWan'),
    city_code: JIANGSU_CITIES.some((c) => c.code === city) ? city : null,
  };
}

function definitionInfo(row: Selectable<FormDefinitionTable>): FormDefinitionInfo {
  return {
    id: row.id,
    formKey: row.form_key,
    version: row.version,
    title: row.title,
    status: row.status,
    createTime: formatTime(row.create_time),
    publishTime: formatTime(row.publish_time),
    content: row.content,
    testData: (row.test_data as Record<string, unknown> | null) ?? null,
  };
}

/** The page the bell's notice links to: the filing, read-only or to correct. */
export function filingPageLink(id: number): string {
  return `${SPA_BASE}dataAdministration/informationFilling/detail?id=${id}`;
}

const shortName = (name: string) => (name.length > 40 ? `${name.slice(0, 40)}…` : name);

/**
 * Tells the filing enterprise's active accounts, in their bell, that staff approved or returned a
 * filing: the project, the outcome and, when returned, the opinion, linking to the filing. In the
 * review's transaction, so a review is never without its notice.
 */
async function noticeReview(
  trx: Transaction<Database>,
  principal: ServerPrincipal,
  id: number,
  approved: boolean,
  opinion: string,
): Promise<void> {
  const project = await trx
    .selectFrom('project')
    .select(['name', 'mainstay_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const name = project.name || FILING_TEXT.unnamed;
  await noticeEnterprise(trx, {
    mainstayId: project.mainstay_id,
    staffUserId: principal.userId,
    title: FILING_TEXT.reviewNoticeTitle(shortName(name), approved),
    paragraphs: (deptName) => {
      const by = deptName ?? FILING_TEXT.governmentName;
      return [
        approved ? FILING_TEXT.reviewNoticeApproved(name, by) : FILING_TEXT.reviewNoticeRejected(name, by, opinion),
      ];
    },
    link: { href: filingPageLink(id), text: FILING_TEXT.reviewNoticeLink },
  });
}

export const filingsPlugin: FastifyPluginAsync<{ handle: DatabaseHandle }> = async (app, { handle }) => {
  const db = handle.db;

  /** The version new filings are filled under: the highest published one of the PV filing form. */
  const currentDefinition = (executor: Executor = db) =>
    executor
      .selectFrom('form_definition')
      .selectAll()
      .where('form_key', '=', PV_FILING_FORM_KEY)
      .where('status', '=', 'published')
      .orderBy('version', 'desc')
      .executeTakeFirst();

  const definitionById = async (id: number, executor: Executor = db) => {
    const row = await executor.selectFrom('form_definition').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || row.form_key !== PV_FILING_FORM_KEY)
      throw new ClientError('notFound', FORM_SERVICE_TEXT.definitionMissing);
    return row;
  };

  const listQuery = (executor: Executor = db) =>
    executor
      .selectFrom('project as p')
      .innerJoin('enterprise as e', 'e.id', 'p.mainstay_id')
      .select([
        'p.id',
        'p.mainstay_id',
        'p.name',
        'p.project_code',
        'p.city_code',
        'p.capacity_mw',
        'p.investment',
        'p.filing_status',
        'p.review_opinion',
        'p.create_time',
        'p.update_time',
        'p.submit_time',
        'p.review_time',
        sql<string | null>`p.form_values->>'projectType'`.as('form_project_type'),
        'e.name as enterprise_name',
      ]);

  type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['executeTakeFirstOrThrow']>>;

  const toRow = (row: ListRow): FilingRow => ({
    id: row.id,
    name: row.name,
    projectCode: row.project_code ?? '',
    projectType: row.form_project_type ?? '',
    cityCode: row.city_code ?? '',
    cityName: cityName(row.city_code),
    capacityMw: Number(row.capacity_mw),
    investment: Number(row.investment),
    status: row.filing_status as FilingStatus,
    editable: EDITABLE.includes(row.filing_status),
    reviewOpinion: row.review_opinion,
    enterpriseName: row.enterprise_name,
    createTime: formatTime(row.create_time),
    updateTime: formatTime(row.update_time),
    submitTime: formatTime(row.submit_time),
    reviewTime: formatTime(row.review_time),
  });

  /**
   * The rows the caller may read: its enterprise's, drafts included, or for staff those of their
   * data scope that have been submitted (a draft is not the government's to see).
   */
  const inScope = async (principal: ServerPrincipal, permission: string | undefined = FILING_PERMISSIONS.list) => {
    const rows = await enterpriseRowsFor(app, principal, permission, {
      mainstay: 'p.mainstay_id',
      city: 'e.city_code',
    });
    if (!needsScope(principal)) return rows;
    return sql<SqlBool>`(${rows} AND p.filing_status = ANY(${[...STAFF_FILING_STATUSES]}::text[]))`;
  };

  const detail = async (id: number, executor: Executor, principal: ServerPrincipal | null): Promise<FilingDetail> => {
    let query = listQuery(executor)
      .select(['p.form_id', 'p.form_values', 'p.revision', 'p.longitude', 'p.latitude'])
      .where('p.id', '=', id);
    if (principal) query = query.where(await inScope(principal));
    const row = await query.executeTakeFirst();
    if (!row) throw new ClientError('notFound', FILING_TEXT.missing);
    // A project recorded before filings were kept (no form_id) opens in the current version with
    // what its columns know.
    const definition = row.form_id ? await definitionById(row.form_id, executor) : await currentDefinition(executor);
    if (!definition) throw new ClientError('notFound', FILING_TEXT.noDefinition);
    const values =
      row.form_id || Object.keys(row.form_values).length > 0
        ? row.form_values
        : {
            projectName: row.name,
            projectCode: row.project_code ?? '',
            city: row.city_code ?? '',
            capacityMw: String(row.capacity_mw),
            investWan: String(row.investment),
          };
    return {
      ...toRow(row),
      revision: row.revision,
      longitude: row.longitude === null ? null : Number(row.longitude),
      latitude: row.latitude === null ? null : Number(row.latitude),
      fieldsValueMap: values,
      definition: definitionInfo(definition),
    };
  };

  route(app, ENDPOINTS.definition, async () => {
    const row = await currentDefinition();
    if (!row) throw new ClientError('notFound', FILING_TEXT.noDefinition);
    return definitionInfo(row);
  });

  route(app, ENDPOINTS.list, async ({ principal, body: query }) => {
    let filtered = listQuery().where(await inScope(principal));
    if (query.name) filtered = filtered.where('p.name', 'ilike', containsPattern(query.name));
    if (query.projectCode) filtered = filtered.where('p.project_code', 'ilike', containsPattern(query.projectCode));
    if (query.status) filtered = filtered.where('p.filing_status', '=', query.status);
    if (query.mainstayId && isGovernmentStaff(principal))
      filtered = filtered.where('p.mainstay_id', '=', query.mainstayId);
    return pageOf(db, filtered, query, (rows) => rows.orderBy('p.update_time', 'desc').orderBy('p.id', 'desc'), toRow);
  });

  route(app, ENDPOINTS.get, async ({ principal, body: { id } }) => detail(id, db, principal));

  route(app, ENDPOINTS.save, async ({ principal, body }) => {
    const mainstayId = ownEnterprise(principal, FILING_TEXT.enterpriseOnly);
    const submitting = body.action === 'submit';
    const saved = await db.transaction().execute(async (trx) => {
      let current: { id: number; filing_status: string; revision: number; form_id: number | null } | undefined;
      if (body.id) {
        current = await trx
          .selectFrom('project')
          .select(['id', 'filing_status', 'revision', 'form_id'])
          .where('id', '=', body.id)
          .where('mainstay_id', '=', mainstayId)
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw new ClientError('notFound', FILING_TEXT.missing);
        if (!EDITABLE.includes(current.filing_status)) throw new ClientError('badRequest', FILING_TEXT.notEditable);
        if (body.revision !== undefined && body.revision < current.revision)
          throw new ClientError('badRequest', FILING_TEXT.staleRevision);
      }
      // A filing keeps the version it was started on; a new one (or one recorded before filings
      // were kept) is filled under the current published version.
      const keepsVersion = current?.form_id ?? null;
      const definition = await definitionById(body.formDataId, trx);
      if (keepsVersion !== null && keepsVersion !== definition.id)
        throw new ClientError('badRequest', FORM_SERVICE_TEXT.versionMismatch);
      if (keepsVersion === null && definition.status !== 'published')
        throw new ClientError('badRequest', FORM_SERVICE_TEXT.notPublished);

      // The submission recomputed from the values sent (fields hidden by visibility never reach
      // the row) and, for a submission, validated.
      const form = normalizeDefinition(definition.content);
      const model = modelFromValues(form, body.fieldsValueMap);
      if (submitting) {
        const errors = Object.values(validateForm(form, model));
        if (errors.length > 0) throw new ClientError('badRequest', FILING_TEXT.invalidValues(errors[0] ?? ''));
      }
      const values = submission(form, model);
      const columns = filingColumns(values);
      if (!columns.name) throw new ClientError('badRequest', FILING_TEXT.nameRequired);
      if (submitting && columns.project_code) {
        let filed = trx
          .selectFrom('project')
          .select('id')
          .where('project_code', '=', columns.project_code)
          .where('filing_status', 'in', ['submitted', 'approved']);
        if (current) filed = filed.where('id', '<>', current.id);
        if (await filed.executeTakeFirst()) throw new ClientError('badRequest', FILING_TEXT.duplicateCode);
      }
      const now = new Date();
      const changes = {
        ...columns,
        form_id: definition.id,
        form_values: JSON.stringify(values),
        longitude: body.longitude,
        latitude: body.latitude,
        filing_status: submitting ? 'submitted' : 'draft',
        user_id: principal.userId,
        update_time: now,
        ...(submitting ? { submit_time: now } : {}),
      };
      if (current) {
        await trx
          .updateTable('project')
          .set({ ...changes, revision: current.revision + 1 })
          .where('id', '=', current.id)
          .execute();
        return current.id;
      }
      const { id } = await trx
        .insertInto('project')
        .values({ ...changes, mainstay_id: mainstayId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
    return withMessage(await detail(saved, db, principal), submitting ? FILING_TEXT.submitted : FILING_TEXT.tempSaved);
  });

  route(app, ENDPOINTS.remove, async ({ principal, body: { id } }) => {
    const mainstayId = ownEnterprise(principal, FILING_TEXT.enterpriseOnly);
    await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('project')
        .select(['id', 'filing_status'])
        .where('id', '=', id)
        .where('mainstay_id', '=', mainstayId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw new ClientError('notFound', FILING_TEXT.missing);
      if (!EDITABLE.includes(current.filing_status)) throw new ClientError('badRequest', FILING_TEXT.notDeletable);
      await trx.deleteFrom('project').where('id', '=', id).execute();
    });
    return withMessage(null, FILING_TEXT.removed);
  });

  route(app, ENDPOINTS.review, async ({ principal, body }) => {
    if (body.decision === 'reject' && !body.opinion) throw new ClientError('badRequest', FILING_TEXT.opinionRequired);
    // Read outside the transaction, which on PGlite holds the one connection.
    const scope = await inScope(principal, undefined);
    await db.transaction().execute(async (trx) => {
      // Staff review only the filings of their data scope.
      const visible = await listQuery(trx).select('p.id').where('p.id', '=', body.id).where(scope).executeTakeFirst();
      const current = visible
        ? await trx
            .selectFrom('project')
            .select(['id', 'filing_status'])
            .where('id', '=', body.id)
            .forUpdate()
            .executeTakeFirst()
        : undefined;
      if (!current) throw new ClientError('notFound', FILING_TEXT.missing);
      if (current.filing_status !== 'submitted') throw new ClientError('badRequest', FILING_TEXT.notReviewable);
      const now = new Date();
      await trx
        .updateTable('project')
        .set({
          filing_status: body.decision === 'approve' ? 'approved' : 'rejected',
          review_opinion: body.opinion,
          review_time: now,
          reviewed_by: principal.userId,
          update_time: now,
        })
        .where('id', '=', body.id)
        .execute();
      await noticeReview(trx, principal, body.id, body.decision === 'approve', body.opinion);
    });
    return withMessage(
      await detail(body.id, db, null),
      body.decision === 'approve' ? FILING_TEXT.approved : FILING_TEXT.rejected,
    );
  });
};
