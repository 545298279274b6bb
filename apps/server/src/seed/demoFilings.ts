// Demo project filings: the projects seeded by demoRecords.ts become PV filings with the values of
// the published PV filing form, a coordinate near their city and, for the filed ones, a filing
// certificate PDF, submit time and (approved or rejected) review. The rows, their states and the
// desk's figures stay as demoRecords.ts made them.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PV_FILING_FORM_KEY } from '@ent/core/api';
import { modelFromValues, normalizeDefinition, submission } from '@ent/core/forms';
import { JIANGSU_CITIES } from '@ent/core/platform';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { fileUrl } from '../domains/files/uploads';
import { demoPdf } from './demoPdf';

/** The first district the form's city linkage offers for each city (FORMS.md linkData). */
function firstDistricts(content: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (fields: unknown): void => {
    if (!Array.isArray(fields)) return;
    for (const field of fields as Array<Record<string, unknown>>) {
      const config = (field.__config__ ?? {}) as { children?: unknown; linkData?: { options?: unknown } };
      if (field.__vModel__ === 'city' && config.linkData?.options) {
        for (const [city, options] of Object.entries(config.linkData.options as Record<string, unknown>)) {
          const first = Array.isArray(options) ? (options[0] as { value?: unknown } | undefined) : undefined;
          if (first?.value !== undefined) found[city] = String(first.value);
        }
      }
      walk(config.children);
    }
  };
  walk((content as { fields?: unknown } | null)?.fields);
  return found;
}

export const DEMO_OPINIONS = {
  approved: '符合电网光伏项目库入库条件，同意纳入年度开发建设方案。',
  rejected: '备案证明材料不完整，请补充项目用地（屋顶）权属证明后重新提交。',
} as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** Some days later, but never after now. */
const addDays = (date: Date, days: number) => new Date(Math.min(date.getTime() + days * 86_400_000, Date.now()));

export async function seedDemoFilings(trx: Transaction<Database>, dataDir: string): Promise<void> {
  const definition = await trx
    .selectFrom('form_definition')
    .selectAll()
    .where('form_key', '=', PV_FILING_FORM_KEY)
    .where('status', '=', 'published')
    .orderBy('version', 'desc')
    .executeTakeFirst();
  if (!definition) return;
  const form = normalizeDefinition(definition.content);
  const districts = firstDistricts(definition.content);
  const admin = await trx.selectFrom('app_user').select('id').where('username', '=', 'admin').executeTakeFirst();
  const uploads = join(dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });

  const enterprises = await trx
    .selectFrom('enterprise')
    .selectAll()
    .where('info_complete', '=', true)
    .orderBy('id')
    .execute();
  for (const enterprise of enterprises) {
    const projects = await trx
      .selectFrom('project')
      .selectAll()
      .where('mainstay_id', '=', enterprise.id)
      .orderBy('id')
      .execute();
    if (projects.length === 0) continue;
    const user = await trx
      .selectFrom('app_user')
      .select(['id', 'full_name'])
      .where('mainstay_id', '=', enterprise.id)
      .executeTakeFirst();
    // One filing certificate per enterprise, stored like an upload of its own.
    const storedName = `${randomUUID()}.pdf`;
    const pdf = demoPdf(['PV project filing certificate (demo)', `Credit code: ${enterprise.credit_code}`]);
    writeFileSync(join(uploads, storedName), pdf);
    const file = await trx
      .insertInto('upload_file')
      .values({
        owner_id: user?.id ?? null,
        mainstay_id: enterprise.id,
        original_name: '备案证明.pdf',
        stored_name: storedName,
        ext: 'pdf',
        mime: 'application/pdf',
        size: pdf.length,
        kind: 'attachment',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const certificate = [
      { id: file.id, name: '备案证明.pdf', fileName: storedName, url: fileUrl(file.id), alifileUrl: fileUrl(file.id) },
    ];
    const city = JIANGSU_CITIES.find((c) => c.code === enterprise.city_code) ?? JIANGSU_CITIES[0];

    for (const [position, project] of projects.entries()) {
      const distributed = position === 0 || position === 3;
      const capacity = Number(project.capacity_mw);
      const start = addDays(project.create_time, 30);
      const filed = project.filing_status !== 'draft';
      const values = {
        projectName: project.name,
        projectCode: `${project.create_time.getFullYear()}-${city.code}-44-02-${pad(project.id, 6)}`,
        city: city.code,
        district: districts[city.code] ?? '',
        projectType: distributed ? 2 : 1,
        ...(distributed ? { roofType: position === 0 ? 'public' : 'biz' } : { landArea: (capacity * 15).toFixed(2) }),
        capacityMw: capacity.toFixed(2),
        investWan: Number(project.investment).toFixed(2),
        ...(!distributed && capacity >= 50 ? { storageMw: (capacity * 0.1).toFixed(2) } : {}),
        buildPeriod_start_date: isoDate(start),
        buildPeriod_end_date: isoDate(addDays(start, 270)),
        ownerName: enterprise.name,
        ownerCredit: enterprise.credit_code,
        contact: user?.full_name ?? enterprise.contact_name ?? '',
        contactPhone: enterprise.contact_phone ?? '',
        inverters: [
          {
            model: distributed ? 'SUN2000-150K' : 'SG320HX',
            count: String(Math.max(1, Math.round((capacity * 1000) / 320))),
            unitKw: '320',
          },
        ],
        approvalPdf: filed ? certificate : [],
        sitePhotos: [],
        promiseTrue: filed ? '1' : '0',
        promiseNote: filed ? '<p>以上信息真实有效。</p>' : '',
      };
      const stored = submission(form, modelFromValues(form, values));
      const submitTime = filed ? addDays(project.create_time, 2) : null;
      const reviewed = project.filing_status === 'approved' || project.filing_status === 'rejected';
      await trx
        .updateTable('project')
        .set({
          project_code: values.projectCode,
          form_id: definition.id,
          form_values: JSON.stringify(stored),
          longitude: Math.round((city.center[0] + 0.02 * (position - 1.5)) * 1e6) / 1e6,
          latitude: Math.round((city.center[1] + 0.015 * (position - 1.5)) * 1e6) / 1e6,
          user_id: user?.id ?? null,
          submit_time: submitTime,
          review_time: reviewed && submitTime ? addDays(submitTime, 5) : null,
          reviewed_by: reviewed ? (admin?.id ?? null) : null,
          review_opinion: reviewed ? DEMO_OPINIONS[project.filing_status as 'approved' | 'rejected'] : '',
          update_time: reviewed && submitTime ? addDays(submitTime, 5) : (submitTime ?? project.create_time),
        })
        .where('id', '=', project.id)
        .execute();
    }
  }
}
