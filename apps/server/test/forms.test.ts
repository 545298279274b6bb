// The dynamic form service and uploads over real HTTP: definitions and their versions, tasks,
// records scoped to one enterprise, server-side validation, notices, and file checks.
import { createAuthApi, createFilingApi, createFormApi, createNoticeApi, type FormApi } from '@ent/core/api';
import allTags from '@ent/core/forms/fixtures/all-tags.form.json';
import pvData from '@ent/core/forms/fixtures/pv-filing.data.json';
import { FORM_SERVICE_TEXT, UPLOAD_TEXT } from '@ent/core/messages';
import { DEFAULT_NOTICE_MODULE } from '@ent/core/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { TEST_DATABASES, testClient, usePlatform } from './support';

const { id: _id, create_date: _created, ...pvValues } = pvData;

describe.each(TEST_DATABASES)('forms on $name', (database) => {
  const env = usePlatform(database);

  async function as(username: string) {
    const client = testClient(env.platform.url);
    const { data } = await createAuthApi(client.http).login({ username, password: DEMO_PASSWORD });
    client.token = data?.access_token;
    client.jti = data?.jti;
    return { client, forms: createFormApi(client.http), notices: createNoticeApi(client.http, DEFAULT_NOTICE_MODULE) };
  }

  /** The seeded definition of a form key, and a demo account, as stored. */
  const definitionOf = (formKey: string) =>
    env.handle.db.selectFrom('form_definition').select('id').where('form_key', '=', formKey).executeTakeFirstOrThrow();
  const accountOf = (username: string) =>
    env.handle.db
      .selectFrom('app_user')
      .select(['id', 'mainstay_id'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();

  const pvTask = async (forms: FormApi) => {
    const { data } = await forms.tasks({ pageSize: 50 });
    const task = data?.rows.find((row) => row.formKey === 'pv-filing');
    if (!task) throw new Error('no PV task');
    return task;
  };

  describe('definitions', () => {
    it('answers formData/get/id in SPEC’s shape with the caller’s records', async () => {
      const { forms } = await as('ent_demo');
      const definitions = await env.handle.db.selectFrom('form_definition').select(['id', 'form_key']).execute();
      const basic = definitions.find((d) => d.form_key === 'enterprise-basic');
      const response = await forms.definition(basic?.id ?? 0);
      if (response === false) throw new Error('the definition request was cancelled');
      expect(response.data?.returnCode).toBe('200');
      const data = response.data?.data;
      expect(data?.dynFormInfo).toMatchObject({ formKey: 'enterprise-basic', version: 1, status: 'published' });
      expect(data?.dynFormInfo.fields.length).toBeGreaterThan(10);
      expect(data?.total).toBeGreaterThanOrEqual(10);
      expect(data?.data[0]?.enterpriseName).toBe('南京苏能新能源科技有限公司');
      expect(data?.data.every((r) => r.enterpriseName === '南京苏能新能源科技有限公司')).toBe(true);
      // A missing definition answers returnCode '404', which the form query treats as failure, silently.
      expect(await forms.definition(999_999)).toBe(false);
    });

    it("offers on the demo's PV form every district of the chosen city, not the fixture's two or three", async () => {
      const { content } = await env.handle.db
        .selectFrom('form_definition')
        .select('content')
        .where('form_key', '=', 'pv-filing')
        .executeTakeFirstOrThrow();
      const linkages: Array<Record<string, Array<{ label: string; value: string }>>> = [];
      JSON.stringify(typeof content === 'string' ? JSON.parse(content) : content, (key, value) => {
        if (key === 'linkData' && value?.target === 'district') linkages.push(value.options);
        return value;
      });
      const [districts] = linkages;
      expect(Object.keys(districts ?? {})).toHaveLength(13);
      const nanjing = districts?.['320100'] ?? [];
      expect(nanjing).toHaveLength(11);
      expect(nanjing).toContainEqual({ label: '鼓楼区', value: '320106' });
      expect(nanjing).toContainEqual({ label: '江宁区', value: '320115' });
      expect(districts?.['321300']?.map((district) => district.label)).toContain('泗洪县');
    });

    it('lets government staff import, version, publish, retire and delete definitions', async () => {
      const { forms } = await as('admin');
      const { data: first } = await forms.addDefinition({
        title: '测试表单',
        formKey: 'test-form',
        content: JSON.stringify(allTags),
      });
      expect(first).toMatchObject({ formKey: 'test-form', version: 1, status: 'draft' });
      const { data: second } = await forms.addDefinition({
        title: '测试表单',
        formKey: 'test-form',
        content: allTags as Record<string, unknown>,
      });
      expect(second?.version).toBe(2);
      await expect(forms.addDefinition({ title: 'x', content: '{"no":"fields"}' })).rejects.toMatchObject({
        message: FORM_SERVICE_TEXT.notAForm,
      });
      await expect(forms.addDefinition({ title: 'x', content: 'not json' })).rejects.toMatchObject({
        message: FORM_SERVICE_TEXT.notAForm,
      });

      await forms.updateDefinition({ id: first?.id ?? 0, title: '测试表单（修订）' });
      const { data: published } = await forms.updateDefinition({ id: first?.id ?? 0, action: 'publish' });
      expect(published).toMatchObject({ status: 'published', title: '测试表单（修订）' });
      await expect(forms.updateDefinition({ id: first?.id ?? 0, title: '再改' })).rejects.toMatchObject({
        message: FORM_SERVICE_TEXT.onlyDraftEditable,
      });
      await expect(forms.deleteDefinition(first?.id ?? 0)).rejects.toMatchObject({
        message: FORM_SERVICE_TEXT.onlyDraftDeletable,
      });
      expect((await forms.updateDefinition({ id: first?.id ?? 0, action: 'retire' })).data?.status).toBe('retired');
      await forms.deleteDefinition(second?.id ?? 0);
      const { data: list } = await forms.definitions({ pageSize: 50 });
      expect(list?.rows.filter((row) => row.formKey === 'test-form').map((row) => [row.version, row.status])).toEqual([
        [1, 'retired'],
      ]);
    });

    it('keeps definitions management from enterprises and drafts from their eyes', async () => {
      const admin = await as('admin');
      const { data: draft } = await admin.forms.addDefinition({
        title: '草稿表单',
        content: allTags as Record<string, unknown>,
      });
      const { forms } = await as('ent_demo');
      await expect(forms.definitions({})).rejects.toMatchObject({ code: '403' });
      await expect(
        forms.addDefinition({ title: 'x', content: allTags as Record<string, unknown> }),
      ).rejects.toMatchObject({ code: '403' });
      expect(await forms.definition(draft?.id ?? 0)).toBe(false);
    });

    it('assigns a published form to enterprises once per period', async () => {
      const admin = await as('admin');
      const basic = await definitionOf('oilgas-annual');
      const ent = await accountOf('ent_demo');
      expect(
        (
          await admin.forms.assign({
            id: basic.id,
            mainstayIds: [ent.mainstay_id ?? 0],
            period: '2026Q1',
            dueDate: '2026-04-15',
          })
        ).data,
      ).toBe(1);
      expect(
        (
          await admin.forms.assign({
            id: basic.id,
            mainstayIds: [ent.mainstay_id ?? 0],
            period: '2026Q1',
            dueDate: '2026-04-15',
          })
        ).data,
      ).toBe(0);
      const { forms } = await as('ent_demo');
      const rows = (await forms.tasks({ pageSize: 50 })).data?.rows ?? [];
      expect(rows.find((row) => row.title === '油气企业年度报表（2026Q1）')).toMatchObject({
        state: 'overdue',
        formDataId: basic.id,
      });
      const xny = await as('xny_demo');
      expect((await xny.forms.tasks({ pageSize: 50 })).data?.rows.some((row) => row.period === '2026Q1')).toBe(false);
    });
  });

  describe('records', () => {
    // Each test starts from the seeded tasks and records: what a test fills in is taken back.
    let tasks: Array<{ id: number; status: string; submit_time: Date | null }> = [];
    let lastRecord = 0;
    beforeEach(async () => {
      tasks = await env.handle.db.selectFrom('report_task').select(['id', 'status', 'submit_time']).execute();
      const row = await env.handle.db
        .selectFrom('form_record')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      lastRecord = Number(row?.id ?? 0);
    });
    afterEach(async () => {
      await env.handle.db.deleteFrom('form_record').where('id', '>', lastRecord).execute();
      for (const { id, ...task } of tasks)
        await env.handle.db.updateTable('report_task').set(task).where('id', '=', id).execute();
    });

    it('lists the enterprise’s tasks with their state', async () => {
      const { forms } = await as('ent_demo');
      const rows = (await forms.tasks({ pageSize: 50 })).data?.rows ?? [];
      const monthly = rows.filter((row) => row.formKey === 'enterprise-basic');
      expect(monthly).toHaveLength(12);
      expect(monthly.filter((row) => row.state === 'submitted').every((row) => row.recordId !== null)).toBe(true);
      expect(rows.find((row) => row.formKey === 'pv-filing')).toMatchObject({ state: 'pending', recordId: null });
      expect(
        (await forms.tasks({ state: 'submitted', pageSize: 50 })).data?.rows.every((row) => row.state === 'submitted'),
      ).toBe(true);
    });

    it('saves a draft, refuses a stale save, validates and submits, then freezes the record', async () => {
      const { forms } = await as('ent_demo');
      const task = await pvTask(forms);
      const { data: draft } = await forms.addRecord({
        formDataId: task.formDataId ?? 0,
        taskId: task.taskId,
        processStatus: '0',
        fieldsValueMap: { projectName: '草稿中的项目' },
      });
      expect(draft).toMatchObject({ processStatus: '0', revision: 1, taskId: task.taskId });
      expect((await forms.task(task.taskId)).data).toMatchObject({ state: 'draft', recordId: draft?.id });
      await expect(
        forms.addRecord({
          formDataId: task.formDataId ?? 0,
          taskId: task.taskId,
          processStatus: '0',
          fieldsValueMap: {},
        }),
      ).rejects.toMatchObject({ message: FORM_SERVICE_TEXT.taskHasDraft });

      const { data: saved } = await forms.updateRecord({
        id: draft?.id ?? 0,
        formDataId: task.formDataId ?? 0,
        processStatus: '0',
        revision: 1,
        fieldsValueMap: {
          ...pvValues,
          projectName: '第二次暂存',
          promiseNote: '<p onclick="steal()">说明<script>alert(1)</script><img src=x onerror=alert(2)></p>',
        },
      });
      expect(saved?.revision).toBe(2);
      // Rich text is rebuilt from the allow-list before it is stored.
      const note = String(saved?.fieldsValueMap.promiseNote);
      expect(note).toContain('说明');
      expect(note).not.toMatch(/script|onclick|onerror/);
      // An older tab's draft cannot overwrite the newer one.
      await expect(
        forms.updateRecord({
          id: draft?.id ?? 0,
          formDataId: task.formDataId ?? 0,
          processStatus: '0',
          revision: 1,
          fieldsValueMap: {},
        }),
      ).rejects.toMatchObject({ message: FORM_SERVICE_TEXT.staleRevision });

      await expect(
        forms.updateRecord({
          id: draft?.id ?? 0,
          formDataId: task.formDataId ?? 0,
          processStatus: '1',
          revision: 2,
          fieldsValueMap: { ...pvValues, contactPhone: '123' },
        }),
      ).rejects.toMatchObject({ message: FORM_SERVICE_TEXT.invalidValues('手机号格式错误') });

      const { data: submitted } = await forms.updateRecord({
        id: draft?.id ?? 0,
        formDataId: task.formDataId ?? 0,
        processStatus: '1',
        revision: 2,
        // landArea is hidden for a distributed project: it must not reach the record.
        fieldsValueMap: { ...pvValues, landArea: '99' },
      });
      expect(submitted).toMatchObject({ processStatus: '1', revision: 3 });
      expect(submitted?.fieldsValueMap).toMatchObject({
        projectName: pvValues.projectName,
        buildPeriod_start_date: '2026-04-01',
      });
      expect(submitted?.fieldsValueMap).not.toHaveProperty('landArea');
      expect((await forms.task(task.taskId)).data?.state).toBe('submitted');
      await expect(
        forms.updateRecord({
          id: draft?.id ?? 0,
          formDataId: task.formDataId ?? 0,
          processStatus: '0',
          revision: 3,
          fieldsValueMap: {},
        }),
      ).rejects.toMatchObject({ message: FORM_SERVICE_TEXT.recordSubmitted });
      await expect(forms.deleteRecord(draft?.id ?? 0)).rejects.toMatchObject({ code: '404' });
    });

    it('shows staff submitted records only; the enterprise keeps seeing its drafts', async () => {
      const ent = await as('ent_demo');
      const admin = await as('admin');
      const basic = await definitionOf('enterprise-basic');
      const { data: draft } = await ent.forms.addRecord({
        formDataId: basic.id,
        processStatus: '0',
        fieldsValueMap: { companyName: '暂存给自己看的' },
      });
      const id = draft?.id ?? 0;
      try {
        expect((await ent.forms.records({ pageSize: 200 })).data?.rows.map((r) => r.id)).toContain(id);
        expect((await ent.forms.record(id)).data?.processStatus).toBe('0');
        const staffRows = (await admin.forms.records({ pageSize: 200 })).data?.rows ?? [];
        expect(staffRows.map((r) => r.id)).not.toContain(id);
        expect(staffRows.every((r) => r.processStatus === '1')).toBe(true);
        await expect(admin.forms.record(id)).rejects.toMatchObject({ code: '404' });
        const viaDefinition = await admin.forms.definition(basic.id);
        if (viaDefinition === false) throw new Error('the definition request was cancelled');
        expect(viaDefinition.data?.data?.data.map((r) => r.id)).not.toContain(id);
        // A task with only a draft is still to be filled for staff, with no record to open.
        const entTask = (await ent.forms.tasks({ pageSize: 50 })).data?.rows.find(
          (row) => row.state === 'pending' || row.state === 'overdue',
        );
        if (entTask) {
          const { data: taskDraft } = await ent.forms.addRecord({
            formDataId: entTask.formDataId ?? 0,
            taskId: entTask.taskId,
            processStatus: '0',
            fieldsValueMap: {},
          });
          try {
            expect((await ent.forms.task(entTask.taskId)).data?.state).toBe('draft');
            expect((await admin.forms.task(entTask.taskId)).data).toMatchObject({
              state: entTask.state,
              recordId: null,
            });
          } finally {
            await ent.forms.deleteRecord(taskDraft?.id ?? 0);
          }
        }
      } finally {
        await env.handle.db.deleteFrom('form_record').where('id', '=', id).execute();
      }
    });

    it('keeps each enterprise’s records its own', async () => {
      const ent = await as('ent_demo');
      const xny = await as('xny_demo');
      const admin = await as('admin');
      const own = (await ent.forms.records({ pageSize: 5 })).data?.rows[0];
      expect(own).toBeTruthy();
      await expect(xny.forms.record(own?.id ?? 0)).rejects.toMatchObject({ code: '404' });
      await expect(
        xny.forms.updateRecord({
          id: own?.id ?? 0,
          formDataId: own?.formDataId ?? 0,
          processStatus: '0',
          fieldsValueMap: {},
        }),
      ).rejects.toMatchObject({ code: '404' });
      await expect(xny.forms.deleteRecord(own?.id ?? 0)).rejects.toMatchObject({ code: '404' });
      expect((await xny.forms.records({ pageSize: 200 })).data?.rows.some((row) => row.id === own?.id)).toBe(false);
      const viaGov = (await admin.forms.record(own?.id ?? 0)).data;
      expect(viaGov?.definition.formKey).toBe(own?.formKey);
      expect(viaGov?.enterpriseName).toBe('南京苏能新能源科技有限公司');
      await expect(
        admin.forms.addRecord({ formDataId: own?.formDataId ?? 0, processStatus: '0', fieldsValueMap: {} }),
      ).rejects.toMatchObject({
        code: '403',
      });
      // Another enterprise's task cannot be filled either.
      const entTask = await pvTask(ent.forms);
      await expect(
        xny.forms.addRecord({
          formDataId: entTask.formDataId ?? 0,
          taskId: entTask.taskId,
          processStatus: '0',
          fieldsValueMap: {},
        }),
      ).rejects.toMatchObject({ code: '404' });
    });

    it('submitting a form opened from a notice takes the notice out of status 0', async () => {
      // Staff ask xny_demo for the PV filing form through a notice of their own.
      const pv = await definitionOf('pv-filing');
      const xny = await accountOf('xny_demo');
      const asked = await (await as('admin')).notices.create({
        noticeTitle: '关于报送光伏项目备案信息的通知',
        noticeType: '1',
        formId: pv.id,
        audience: { type: 'users', ids: [xny.id] },
      });
      const { forms, notices } = await as('xny_demo');
      const formNotice = (await notices.mine({ pageSize: 10 })).data?.rows.find(
        (row) => row.noticeId === asked.data?.noticeId,
      );
      expect(formNotice?.formId).toBe(pv.id);
      expect(formNotice?.status).toBe('0');
      const { data } = await forms.dynInsert({
        formDataId: formNotice?.formId ?? 0,
        fieldsValueMap: pvValues,
        noticeId: formNotice?.noticeId,
      });
      expect(data?.processStatus).toBe('1');
      expect((await notices.get(formNotice?.noticeId ?? 0)).data).toMatchObject({ status: '1' });
    });
  });

  describe('uploads', () => {
    const pdf = () =>
      new Blob([Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')], { type: 'application/pdf' });

    async function upload(token: string | undefined, path: string, files: Array<[Blob, string]>) {
      const form = new FormData();
      for (const [blob, name] of files) form.append('file', blob, name);
      const response = await fetch(`${env.platform.url}/prod-api${path}`, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: form,
      });
      return {
        status: response.status,
        body: (await response.json()) as {
          code: string | number;
          msg: string;
          data?: { id: number; url: string; name: string; fileName: string; alifileUrl: string };
        },
      };
    }

    it('stores attachments and general uploads under names of its own and serves them to the right people', async () => {
      const ent = await as('ent_demo');
      const attachment = await upload(ent.client.token, '/gov-cms/api/v1/content/attr/upload', [
        [pdf(), '../../备案证明.pdf'],
      ]);
      expect(attachment.body).toMatchObject({ code: '00000', data: { name: '备案证明.pdf' } });
      expect(attachment.body.data?.fileName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      expect(attachment.body.data?.url).toBe(`/prod-api/gov-cms/api/v1/file/${attachment.body.data?.id}`);
      expect(attachment.body.data?.alifileUrl).toBe(attachment.body.data?.url);
      // A quote in the name arrives as %22 (the browser's multipart encoding) and is kept as typed.
      const quoted = await upload(ent.client.token, '/gov-cms/api/v1/content/attr/upload', [[pdf(), '证明 "x".pdf']]);
      expect(quoted.body.data?.name).toBe('证明 "x".pdf');
      const general = await upload(ent.client.token, '/gov-cms/api/v1/file/upload', [[pdf(), 'a.pdf']]);
      expect(general.body.code).toBe(200);

      const fetchAs = async (token: string | undefined) =>
        fetch(`${env.platform.url}${attachment.body.data?.url}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      const own = await fetchAs(ent.client.token);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('application/pdf');
      expect((await own.text()).startsWith('%PDF')).toBe(true);
      expect((await fetchAs((await as('admin')).client.token)).status).toBe(200);
      expect((await fetchAs((await as('xny_demo')).client.token)).status).toBe(403);
      expect((await fetchAs(undefined)).status).toBe(401);

      // City staff read the files of their city's enterprises only: 南京's staff read ent_demo's
      // (南京) but not xny_demo's (苏州), which the province's staff read.
      const nanjingStaff = testClient(env.platform.url);
      const { data: session } = await createAuthApi(nanjingStaff.http).login({
        username: 'nj_demo',
        password: DEMO_PASSWORD,
        typeOf: '2',
      });
      expect((await fetchAs(session?.access_token)).status).toBe(200);
      const suzhou = await upload((await as('xny_demo')).client.token, '/gov-cms/api/v1/content/attr/upload', [
        [pdf(), '苏州材料.pdf'],
      ]);
      const suzhouFile = (token: string | undefined) =>
        fetch(`${env.platform.url}${suzhou.body.data?.url}`, { headers: { authorization: `Bearer ${token}` } });
      expect((await suzhouFile(session?.access_token)).status).toBe(403);
      expect((await suzhouFile((await as('admin')).client.token)).status).toBe(200);
    });

    it("keeps a draft's files from government staff until a record they see holds them", async () => {
      const ent = await as('ent_demo');
      const staffTokens = [(await as('admin')).client.token, (await as('nj_demo')).client.token];
      const uploadOne = async (name: string) => {
        const { body } = await upload(ent.client.token, '/gov-cms/api/v1/content/attr/upload', [[pdf(), name]]);
        if (!body.data) throw new Error(`upload failed: ${body.msg}`);
        return body.data;
      };
      const statusFor = async (url: string, token: string | undefined) =>
        (await fetch(`${env.platform.url}${url}`, { headers: { authorization: `Bearer ${token}` } })).status;
      const staffStatuses = async (url: string) => Promise.all(staffTokens.map((token) => statusFor(url, token)));

      // A form record saved as a draft: its enterprise reads the file, staff do not until it is submitted.
      const inRecord = await uploadOne('草稿附件.pdf');
      const definition = await env.handle.db
        .selectFrom('form_definition')
        .select('id')
        .where('form_key', '=', 'pv-filing')
        .where('status', '=', 'published')
        .executeTakeFirstOrThrow();
      const entry = { name: inRecord.name, url: inRecord.url };
      const { data: draft } = await ent.forms.addRecord({
        formDataId: definition.id,
        processStatus: '0',
        fieldsValueMap: { projectName: '附件草稿', approvalPdf: [entry] },
      });
      expect(await statusFor(inRecord.url, ent.client.token)).toBe(200);
      expect(await staffStatuses(inRecord.url)).toEqual([403, 403]);
      // A file no draft holds stays readable.
      const unused = await uploadOne('未用的.pdf');
      expect(await staffStatuses(unused.url)).toEqual([200, 200]);
      await ent.forms.updateRecord({
        id: draft?.id ?? 0,
        formDataId: definition.id,
        processStatus: '1',
        revision: draft?.revision,
        fieldsValueMap: { ...pvValues, approvalPdf: [entry] },
      });
      expect(await staffStatuses(inRecord.url)).toEqual([200, 200]);

      // A draft filing likewise, its entry found by its stored name when its URL is written otherwise.
      const inFiling = await uploadOne('备案草稿附件.pdf');
      const filings = createFilingApi(ent.client.http);
      const filingEntry = {
        name: inFiling.name,
        url: `${env.platform.url}${inFiling.url}?v=1`,
        fileName: inFiling.fileName,
      };
      const { data: filing } = await filings.save({
        formDataId: definition.id,
        action: 'draft',
        fieldsValueMap: { ...pvValues, projectName: '附件草稿备案', approvalPdf: [filingEntry] },
      });
      expect(await staffStatuses(inFiling.url)).toEqual([403, 403]);
      await filings.save({
        id: filing?.id,
        formDataId: definition.id,
        action: 'submit',
        revision: filing?.revision,
        longitude: '119.95',
        latitude: '31.78',
        fieldsValueMap: {
          ...pvValues,
          projectName: '附件草稿备案',
          projectCode: '2026-320115-44-02-880001',
          approvalPdf: [{ ...entry, name: inFiling.name, url: inFiling.url }],
        },
      });
      expect(await staffStatuses(inFiling.url)).toEqual([200, 200]);
    });

    it('refuses executables, renamed executables, empty files and more than one file', async () => {
      const { client } = await as('ent_demo');
      const exe = new Blob([Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])]);
      const path = '/gov-cms/api/v1/content/attr/upload';
      expect((await upload(client.token, path, [[exe, 'tool.exe']])).body).toMatchObject({ code: 'A0400' });
      expect((await upload(client.token, path, [[exe, 'invoice.pdf']])).body).toMatchObject({
        code: 'A0400',
        msg: UPLOAD_TEXT.wrongContent,
      });
      expect((await upload(client.token, path, [[new Blob([]), 'empty.pdf']])).body).toMatchObject({
        code: 'A0400',
        msg: UPLOAD_TEXT.emptyFile,
      });
      expect(
        (
          await upload(client.token, path, [
            [pdf(), 'a.pdf'],
            [pdf(), 'b.pdf'],
          ])
        ).body,
      ).toMatchObject({ code: 'A0400', msg: UPLOAD_TEXT.tooMany(1) });
      expect((await upload(undefined, path, [[pdf(), 'a.pdf']])).status).toBe(401);
      const count = await env.handle.db
        .selectFrom('upload_file')
        .select('id')
        .where('original_name', 'in', ['tool.exe', 'invoice.pdf', 'empty.pdf'])
        .execute();
      expect(count).toEqual([]);
    });
  });
});
