// The flavour desks' figures (issue: the platform shell, landing pages): computed from the database
// for the caller's enterprise, or for government staff over the enterprises of their data scope (a
// city bureau its city, the province bureau the province; of the projects, only filings submitted
// to them, never a draft); and the public, province-wide figures the workbench shows without a token.
import { type CountByKey, type DeskOverview, type PublicFigures, USER_TYPE } from '@ent/core/api';
import { DESK_ENDPOINTS as ENDPOINTS, STAFF_FILING_STATUSES } from '@ent/core/contract';
import { DICT_TYPES } from '@ent/core/dict';
import { JIANGSU_CITIES } from '@ent/core/platform';
import type { FastifyPluginAsync } from 'fastify';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { enterpriseCityInScope } from '../../http/dataScope';
import { route } from '../../http/route';
import type { DictionaryStore } from '../dict/store';

const TREND_MONTHS = 12;

function labelled(
  rows: Array<{ key: string; count: number; capacity: number | null }>,
  labels: Readonly<Record<string, string>>,
): CountByKey[] {
  return rows.map((row) => ({
    key: row.key,
    label: labels[row.key] ?? row.key,
    count: row.count,
    capacityMw: Math.round((row.capacity ?? 0) * 100) / 100,
  }));
}

export const deskPlugin: FastifyPluginAsync<{ handle: DatabaseHandle; dictionaries: DictionaryStore }> = async (
  app,
  { handle, dictionaries },
) => {
  const { db } = handle;

  route(app, ENDPOINTS.overview, async ({ principal }) => {
    // An enterprise account sees its own enterprise; government staff the enterprises in their scope.
    const mainstayId = principal.typeOf === USER_TYPE.enterprise ? (principal.mainstayId ?? 0) : null;
    const scope = mainstayId === null ? await app.access.scope(principal) : null;
    /** The rows whose owning enterprise (`column`) the caller may count. */
    const owned = (column: string) =>
      (scope === null
        ? sql<SqlBool>`${sql.ref(column)} = ${mainstayId}`
        : scope.all || scope.provinceWide
          ? sql<SqlBool>`true`
          : sql<SqlBool>`${sql.ref(column)} IN (SELECT e.id FROM enterprise e WHERE ${enterpriseCityInScope(scope, 'e.city_code')})`) as Expression<SqlBool>;
    const scoped = <T extends 'project' | 'facility' | 'report_task'>(table: T) => owned(`${table}.mainstay_id`);
    /** The projects the caller may count: staff only filings sent to them (a draft is the enterprise's own). */
    const projects = () => {
      const query = db.selectFrom('project').where(scoped('project'));
      return scope === null ? query : query.where('filing_status', 'in', [...STAFF_FILING_STATUSES]);
    };

    const [projectTotals, projectStatus, facilityTotals, facilityTypes, reports, unread, trend, enterprise] =
      await Promise.all([
        projects()
          .select([
            sql<number>`count(*)::int`.as('total'),
            sql<number>`count(*) FILTER (WHERE is_major)::int`.as('major'),
            sql<number>`coalesce(sum(investment), 0)::float8`.as('investment'),
          ])
          .executeTakeFirstOrThrow(),
        projects()
          .select([
            'filing_status as key',
            sql<number>`count(*)::int`.as('count'),
            sql<number>`coalesce(sum(capacity_mw), 0)::float8`.as('capacity'),
          ])
          .groupBy('filing_status')
          .orderBy('filing_status')
          .execute(),
        db
          .selectFrom('facility')
          .where(scoped('facility'))
          .select([
            sql<number>`count(*)::int`.as('total'),
            sql<number>`coalesce(sum(capacity_mw), 0)::float8`.as('capacity'),
          ])
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('facility')
          .where(scoped('facility'))
          .select([
            'facility_type as key',
            sql<number>`count(*)::int`.as('count'),
            sql<number>`coalesce(sum(capacity_mw), 0)::float8`.as('capacity'),
          ])
          .groupBy('facility_type')
          .orderBy('facility_type')
          .execute(),
        db
          .selectFrom('report_task')
          .where(scoped('report_task'))
          .select([
            sql<number>`count(*) FILTER (WHERE status <> 'submitted' AND due_date >= current_date)::int`.as('due'),
            sql<number>`count(*) FILTER (WHERE status <> 'submitted' AND due_date < current_date)::int`.as('overdue'),
            sql<number>`count(*) FILTER (WHERE status = 'submitted')::int`.as('done'),
            sql<number>`count(*)::int`.as('total'),
          ])
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('notice_recipient')
          .where('user_id', '=', principal.userId)
          .where('is_read', '=', '0')
          .select(sql<number>`count(*)::int`.as('count'))
          .executeTakeFirstOrThrow(),
        sql<{ month: string; reports: number; capacity: number }>`
        WITH months AS (
          SELECT to_char(date_trunc('month', current_date) - make_interval(months => g), 'YYYY-MM') AS month
          FROM generate_series(0, ${TREND_MONTHS - 1}) AS g
        )
        SELECT m.month,
          (SELECT count(*)::int FROM report_task r
            WHERE r.status = 'submitted' AND to_char(r.submit_time, 'YYYY-MM') = m.month
              AND ${owned('r.mainstay_id')}) AS reports,
          (SELECT coalesce(sum(f.capacity_mw), 0)::float8 FROM facility f
            WHERE to_char(f.create_time, 'YYYY-MM') = m.month
              AND ${owned('f.mainstay_id')}) AS capacity
        FROM months m ORDER BY m.month`.execute(db),
        mainstayId === null
          ? Promise.resolve(undefined)
          : db.selectFrom('enterprise').select('name').where('id', '=', mainstayId).executeTakeFirst(),
      ]);

    const [statusLabels, typeLabels] = await Promise.all([
      dictionaries.labels(DICT_TYPES.filingStatus),
      dictionaries.labels(DICT_TYPES.facilityType),
    ]);
    const overview: DeskOverview = {
      scope: mainstayId === null ? 'province' : 'enterprise',
      enterpriseName: enterprise?.name ?? null,
      projects: { ...projectTotals, byStatus: labelled(projectStatus, statusLabels) },
      facilities: {
        total: facilityTotals.total,
        capacityMw: Math.round(facilityTotals.capacity * 100) / 100,
        byType: labelled(facilityTypes, typeLabels),
      },
      reports,
      unreadNotices: unread.count,
      trend: trend.rows.map((row) => ({
        month: row.month,
        reportsSubmitted: row.reports,
        capacityAddedMw: Math.round(row.capacity * 100) / 100,
      })),
    };
    return overview;
  });

  route(app, ENDPOINTS.publicFigures, async () => {
    const [totals, byCity, byType] = await Promise.all([
      sql<{ enterprises: number; projects: number; facilities: number; capacity: number }>`
        SELECT (SELECT count(*)::int FROM enterprise WHERE info_complete) AS enterprises,
          (SELECT count(*)::int FROM project WHERE filing_status = 'approved') AS projects,
          (SELECT count(*)::int FROM facility WHERE status = '0') AS facilities,
          (SELECT coalesce(sum(capacity_mw), 0)::float8 FROM facility WHERE status = '0') AS capacity`.execute(db),
      sql<{ city_code: string; projects: number; capacity: number }>`
        SELECT e.city_code,
          (SELECT count(*)::int FROM project p WHERE p.filing_status = 'approved' AND p.city_code = e.city_code) AS projects,
          (SELECT coalesce(sum(f.capacity_mw), 0)::float8 FROM facility f WHERE f.status = '0' AND f.city_code = e.city_code) AS capacity
        FROM (SELECT DISTINCT city_code FROM enterprise WHERE city_code IS NOT NULL) e ORDER BY e.city_code`.execute(
        db,
      ),
      db
        .selectFrom('facility')
        .where('status', '=', '0')
        .select([
          'facility_type as key',
          sql<number>`count(*)::int`.as('count'),
          sql<number>`coalesce(sum(capacity_mw), 0)::float8`.as('capacity'),
        ])
        .groupBy('facility_type')
        .orderBy('facility_type')
        .execute(),
    ]);
    const total = totals.rows[0] ?? { enterprises: 0, projects: 0, facilities: 0, capacity: 0 };
    const cityName = new Map<string, string>(JIANGSU_CITIES.map((city) => [city.code, city.name]));
    const figures: PublicFigures = {
      enterprises: total.enterprises,
      projects: total.projects,
      facilities: total.facilities,
      capacityMw: Math.round(total.capacity * 100) / 100,
      byCity: byCity.rows.map((row) => ({
        cityCode: row.city_code,
        city: cityName.get(row.city_code) ?? row.city_code,
        projects: row.projects,
        capacityMw: Math.round(row.capacity * 100) / 100,
      })),
      byType: labelled(byType, await dictionaries.labels(DICT_TYPES.facilityType)),
    };
    return figures;
  });
};
