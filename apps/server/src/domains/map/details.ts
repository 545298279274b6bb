// One feature's details (/portal/enterpriseDataThree?id=&ifUse=&title=): its fields, where it is,
// and its related records, for a caller who may see it; any other id answers notFound, so the
// page never shows another enterprise's data, nor staff an enterprise's draft project.
import { isGovernmentStaff } from '@ent/core/auth';
import {
  type MapDetails,
  type MapDetailsRow,
  type MapRelated,
  type mapDetailsQuery,
  STAFF_FILING_STATUSES,
} from '@ent/core/contract';
import { crossesCities, formatCoordinate, freeTextField, maskContactPhone } from '@ent/core/map';
import { MAP_TEXT } from '@ent/core/messages';
import { cityName } from '@ent/core/validate';
import { type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import type { ServerPrincipal } from '../../http/context';
import { type DataScope, enterpriseCityInScope } from '../../http/dataScope';
import { ClientError } from '../../http/errors';
import { FEATURE_SOURCES, type FeatureRow, type PopupLabels, phoneWhole, popupOf, visibleTo } from './features';

type Query = z.output<typeof mapDetailsQuery>;
const F = MAP_TEXT.fields;

const row = (label: string, value: string | null | undefined): MapDetailsRow => ({ label, value: value ?? '' });
const notFound = () => new ClientError('notFound', MAP_TEXT.notFound);

async function enterpriseDetails(
  handle: DatabaseHandle,
  principal: ServerPrincipal,
  scope: DataScope | null,
  id: number,
  labels: PopupLabels,
): Promise<MapDetails> {
  const { db } = handle;
  const staff = isGovernmentStaff(principal);
  const own = !staff && principal.mainstayId === id;
  let query = db
    .selectFrom('enterprise as e')
    .select([
      'e.id',
      'e.name',
      'e.credit_code',
      'e.legal_person',
      'e.city_code',
      'e.address',
      'e.contact_name',
      'e.contact_phone',
    ])
    .where('e.id', '=', id);
  if (staff && scope) query = query.where(enterpriseCityInScope(scope, 'e.city_code'));
  else if (!own)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('map_feature as m')
          .select('m.id')
          .whereRef('m.mainstay_id', '=', 'e.id')
          .where('m.kind', '=', '1')
          .where('m.is_public', '=', true),
      ),
    );
  const enterprise = await query.executeTakeFirst();
  if (!enterprise) throw notFound();
  const location = await db
    .selectFrom('map_feature')
    .select(['longitude', 'latitude'])
    .where('mainstay_id', '=', id)
    .where('kind', '=', '1')
    .orderBy('id')
    .executeTakeFirst();
  const whole = staff || own;
  const related: MapRelated[] = [];
  if (whole) {
    const facilities = await db
      .selectFrom('facility')
      .select(['id', 'name', 'facility_type'])
      .where('mainstay_id', '=', id)
      .orderBy('id')
      .execute();
    let projects = db.selectFrom('project').select(['id', 'name', 'filing_status']).where('mainstay_id', '=', id);
    // Staff are not shown an enterprise's drafts (features.ts visibleTo).
    if (staff) projects = projects.where('filing_status', 'in', [...STAFF_FILING_STATUSES]);
    const projectRows = await projects.orderBy('id').execute();
    related.push(
      ...facilities.map((f) => ({
        ifUse: '2' as const,
        source: 'record' as const,
        id: f.id,
        name: f.name,
        note: labels.facilityType[f.facility_type] ?? f.facility_type,
      })),
      ...projectRows.map((p) => ({
        ifUse: '3' as const,
        source: 'record' as const,
        id: p.id,
        name: p.name,
        note: labels.filingStatus[p.filing_status] ?? p.filing_status,
      })),
    );
  }
  const phone = enterprise.contact_phone ?? '';
  return {
    ifUse: '1',
    source: 'record',
    id: enterprise.id,
    name: enterprise.name,
    thisType: '',
    rows: [
      row(F.name, enterprise.name),
      row(F.creditCode, enterprise.credit_code),
      row(F.legalPerson, enterprise.legal_person),
      row(F.city, cityName(enterprise.city_code)),
      row(F.address, enterprise.address),
      row(MAP_TEXT.contactName, enterprise.contact_name),
      row(MAP_TEXT.contactPhone, whole ? phone : maskContactPhone(phone)),
      ...(location?.longitude != null && location.latitude != null
        ? [row(F.coordinate, `${formatCoordinate(location.longitude)}, ${formatCoordinate(location.latitude)}`)]
        : []),
    ],
    geometry:
      location?.longitude != null && location.latitude != null
        ? { type: 'Point', coordinates: [location.longitude, location.latitude] }
        : null,
    related,
    cities: [],
  };
}

export async function readDetails(
  handle: DatabaseHandle,
  principal: ServerPrincipal,
  scope: DataScope | null,
  query: Query,
  labels: PopupLabels,
): Promise<MapDetails> {
  // A network is always map data; an enterprise's own record is read from its table.
  const source = query.ifUse === '4' ? 'map' : query.source;
  if (query.ifUse === '1' && source === 'record') return enterpriseDetails(handle, principal, scope, query.id, labels);
  const conditions = [
    sql<SqlBool>`x.kind = ${query.ifUse}`,
    sql<SqlBool>`x.source = ${source}`,
    sql<SqlBool>`x.id = ${query.id}`,
    visibleTo(principal, scope),
  ];
  const found = await sql<FeatureRow>`
    SELECT x.kind, x.source, x.id, x.name, x.this_type, x.city_code, x.lon, x.lat, x.path, x.contact_name,
      x.contact_phone, x.owner_id, x.owner_name, x.is_public, x.cities, x.capacity, x.state, x.investment, x.remark
    FROM ${FEATURE_SOURCES} WHERE ${sql.join(conditions, sql` AND `)}`.execute(handle.db);
  const feature = found.rows[0];
  if (!feature) throw notFound();
  const { popup, popupName } = popupOf(feature, labels);
  const rows: MapDetailsRow[] = [row(F.name, feature.name)];
  for (const [key, label] of Object.entries(popupName)) if (popup[key]) rows.push(row(label, popup[key]));
  // The free-text column is a facility's address, a project's code or map data's remark; map data's
  // points already show their remark among the popup's rows.
  const freeText = freeTextField(feature.kind, feature.source);
  if (feature.remark && !(freeText in popupName)) rows.push(row(F[freeText], feature.remark));
  if (feature.lon !== null && feature.lat !== null)
    rows.push(row(F.coordinate, `${formatCoordinate(feature.lon)}, ${formatCoordinate(feature.lat)}`));
  rows.push(row(MAP_TEXT.contactName, feature.contact_name));
  rows.push(
    row(
      MAP_TEXT.contactPhone,
      phoneWhole(principal, feature) ? feature.contact_phone : maskContactPhone(feature.contact_phone),
    ),
  );
  const related: MapRelated[] = [];
  if (feature.owner_id !== null && feature.owner_name)
    related.push({
      ifUse: '1',
      source: 'record',
      id: feature.owner_id,
      name: feature.owner_name,
      note: MAP_TEXT.owner,
    });
  return {
    ifUse: feature.kind,
    source: feature.source,
    id: feature.id,
    name: feature.name,
    thisType: feature.this_type,
    rows,
    geometry:
      feature.path && feature.path.length > 1
        ? { type: 'LineString', coordinates: feature.path }
        : feature.lon !== null && feature.lat !== null
          ? { type: 'Point', coordinates: [feature.lon, feature.lat] }
          : null,
    related,
    // A point's cities column holds its own city (shown as 所在地市), not cities it passes through.
    cities: crossesCities(feature.kind) ? feature.cities.map((code) => cityName(code)).filter(Boolean) : [],
  };
}
