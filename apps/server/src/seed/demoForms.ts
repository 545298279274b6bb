// Demo forms: the three fixture definitions (published), their report tasks for the demo
// enterprises, and records behind the monthly reports already submitted, each with a PDF.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import allTags from '@ent/core/forms/fixtures/all-tags.form.json';
import oilgas from '@ent/core/forms/fixtures/oilgas-report.form.json';
import pvData from '@ent/core/forms/fixtures/pv-filing.data.json';
import pvFiling from '@ent/core/forms/fixtures/pv-filing.form.json';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { fileUrl } from '../domains/files/uploads';
import { demoPdf } from './demoPdf';

export const DEMO_FORMS = {
  pvFiling: { formKey: 'pv-filing', title: '光伏项目备案信息表' },
  enterpriseBasic: { formKey: 'enterprise-basic', title: '企业基本情况表' },
  oilgasReport: { formKey: 'oilgas-annual', title: '油气企业年度报表' },
} as const;

/**
 * The fixture's city → district linkage lists two or three districts a city, enough for the form
 * contract's tests; the demo's form offers every district the region tree holds for each city.
 */
async function withAllDistricts(trx: Transaction<Database>, content: unknown): Promise<unknown> {
  const rows = await trx
    .selectFrom('region_division')
    .select(['code', 'name', 'parent_code'])
    .where('level', '=', 3)
    .where('code', 'like', '32%')
    .orderBy('code')
    .execute();
  const districtsOf = (cityCode: string) =>
    rows.filter((row) => row.parent_code === cityCode.slice(0, 4)).map((row) => ({ label: row.name, value: row.code }));
  const fill = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(fill);
    if (typeof node !== 'object' || node === null) return node;
    const entries = Object.entries(node).map(([key, value]) => [key, fill(value)] as const);
    const filled = Object.fromEntries(entries) as Record<string, unknown>;
    const config = filled.__config__ as { linkage?: boolean; linkData?: { options?: Record<string, unknown[]> } };
    if (config?.linkage && config.linkData?.options) {
      const options = config.linkData.options;
      for (const city of Object.keys(options)) {
        const all = districtsOf(city);
        if (all.length > (options[city]?.length ?? 0)) options[city] = all;
      }
    }
    return filled;
  };
  return fill(content);
}

function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export async function seedDemoForms(trx: Transaction<Database>, dataDir: string): Promise<void> {
  const admin = await trx.selectFrom('app_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const { id: _id, create_date: _created, ...pvTestData } = pvData;
  const definitions: Array<[keyof typeof DEMO_FORMS, unknown, unknown]> = [
    ['pvFiling', await withAllDistricts(trx, pvFiling), pvTestData],
    ['enterpriseBasic', allTags, null],
    ['oilgasReport', oilgas, null],
  ];
  const ids: Record<string, number> = {};
  for (const [name, content, testData] of definitions) {
    const spec = DEMO_FORMS[name];
    const { id } = await trx
      .insertInto('form_definition')
      .values({
        form_key: spec.formKey,
        version: 1,
        title: spec.title,
        content: JSON.stringify(content),
        test_data: testData ? JSON.stringify(testData) : null,
        status: 'published',
        created_by: admin.id,
        publish_time: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = id;
  }

  // The seeded notice asking for a form asks for the PV filing form.
  await trx
    .updateTable('notice')
    .set({ form_id: ids.pvFiling ?? null })
    .where('form_id', 'is not', null)
    .execute();

  // The monthly reports become the enterprise basic information form.
  await trx
    .updateTable('report_task')
    .set({
      form_key: DEMO_FORMS.enterpriseBasic.formKey,
      title: sql<string>`${`${DEMO_FORMS.enterpriseBasic.title}（`}::text || period || '）'`,
    })
    .execute();

  const uploads = join(dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  const enterprises = await trx
    .selectFrom('enterprise')
    .selectAll()
    .where('info_complete', '=', true)
    .orderBy('id')
    .execute();
  for (const enterprise of enterprises) {
    const storedName = `${randomUUID()}.pdf`;
    const pdf = demoPdf([
      'Business licence (demo)',
      `Credit code: ${enterprise.credit_code}`,
      'Jiangsu energy reporting platform',
    ]);
    writeFileSync(join(uploads, storedName), pdf);
    const user = await trx
      .selectFrom('app_user')
      .select('id')
      .where('mainstay_id', '=', enterprise.id)
      .executeTakeFirst();
    const file = await trx
      .insertInto('upload_file')
      .values({
        owner_id: user?.id ?? null,
        mainstay_id: enterprise.id,
        original_name: '营业执照.pdf',
        stored_name: storedName,
        ext: 'pdf',
        mime: 'application/pdf',
        size: pdf.length,
        kind: 'attachment',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const licence = [
      { id: file.id, name: '营业执照.pdf', fileName: storedName, url: fileUrl(file.id), alifileUrl: fileUrl(file.id) },
    ];
    const tasks = await trx
      .selectFrom('report_task')
      .selectAll()
      .where('mainstay_id', '=', enterprise.id)
      .where('status', '=', 'submitted')
      .execute();
    for (const task of tasks) {
      const [year = '2026', month = '01'] = task.period.split('-');
      const last = new Date(Number(year), Number(month), 0).getDate();
      const values = {
        companyName: enterprise.name,
        creditCode: enterprise.credit_code,
        businessScope: '新能源项目开发、建设与运营；电力销售；能源技术服务。',
        contactPassword: '',
        employees: 120,
        city: enterprise.city_code ?? '',
        energyTypes: ['pv', 'storage'],
        region: [],
        ownership: '2',
        certs: ['aq', 'dl'],
        isListed: 'N',
        progress: 100,
        dutyTime: '09:00:00',
        serviceHours_start_time: '09:00:00',
        serviceHours_end_time: '18:00:00',
        foundedOn: '2015-06-01',
        reportPeriod_start_date: `${year}-${month}-01`,
        reportPeriod_end_date: `${year}-${month}-${String(last).padStart(2, '0')}`,
        satisfaction: 5,
        brandColor: '#409EFF',
        licenseFile: licence,
        remark: '<p>本月生产经营正常。</p>',
      };
      await trx
        .insertInto('form_record')
        .values({
          form_id: ids.enterpriseBasic ?? 0,
          form_key: DEMO_FORMS.enterpriseBasic.formKey,
          task_id: task.id,
          mainstay_id: enterprise.id,
          user_id: user?.id ?? null,
          fields_value_map: JSON.stringify(values),
          process_status: '1',
          create_time: task.submit_time ?? new Date(),
          update_time: task.submit_time ?? new Date(),
          submit_time: task.submit_time ?? new Date(),
        })
        .execute();
    }
  }

  // The demo accounts' other forms: PV filing for the new-energy enterprises, the oil and gas
  // annual report for the oil and gas one.
  const due = new Date();
  due.setMonth(due.getMonth() + 1);
  const byUser = async (username: string) =>
    (await trx.selectFrom('app_user').select('mainstay_id').where('username', '=', username).executeTakeFirstOrThrow())
      .mainstay_id ?? 0;
  const tasks = [
    { username: 'ent_demo', form: DEMO_FORMS.pvFiling, period: '2026年度' },
    { username: 'xny_demo', form: DEMO_FORMS.pvFiling, period: '2026年度' },
    { username: 'yq_demo', form: DEMO_FORMS.oilgasReport, period: '2025年度' },
  ];
  for (const task of tasks) {
    await trx
      .insertInto('report_task')
      .values({
        mainstay_id: await byUser(task.username),
        title: `${task.form.title}（${task.period}）`,
        period: task.period,
        due_date: isoDate(due),
        form_key: task.form.formKey,
      })
      .execute();
  }
}
