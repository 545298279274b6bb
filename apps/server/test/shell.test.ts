// The shell's server endpoints: notices and bulletins, the footer's downloads, exports, the desks.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAuthApi, createDeskApi, createFileApi, createNoticeApi, DOWNLOAD_CODE } from '@ent/core/api';
import { callPath, NOTICE_ENDPOINTS } from '@ent/core/contract';
import { ERROR_TEXT, FILE_TEXT, NOTICE_TEXT } from '@ent/core/messages';
import { DEFAULT_NOTICE_MODULE } from '@ent/core/platform';
import { type SqlBool, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDownloads, DOCS_DIR } from '../src/domains/files/downloads';
import { CITY_GOV_ROLE, cityDeptId } from '../src/seed/backoffice';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { staffAccount } from './staffAccount';
import { raw, startTestPlatform, TEST_DATABASES, testClient, usePlatform } from './support';

const NANJING = '320100';

describe.each(TEST_DATABASES)('shell endpoints on $name', (database) => {
  const env = usePlatform(database);

  async function as(username: string) {
    const client = testClient(env.platform.url);
    const { data } = await createAuthApi(client.http).login({ username, password: DEMO_PASSWORD });
    client.token = data?.access_token;
    client.jti = data?.jti;
    return {
      client,
      notices: createNoticeApi(client.http, DEFAULT_NOTICE_MODULE),
      files: createFileApi(client.http),
      desk: createDeskApi(client.http),
    };
  }

  const userId = async (username: string) =>
    await env.handle.db
      .selectFrom('app_user')
      .select(['id', 'mainstay_id'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();

  describe('notices', () => {
    // Each test starts from the seeded notice state: ent_demo's and xny_demo's notices unread
    // again, form notices unhandled again.
    afterEach(async () => {
      for (const username of ['ent_demo', 'xny_demo']) {
        const { id } = await userId(username);
        await sql`
          UPDATE notice_recipient r
          SET is_read = '0', read_time = NULL, status = CASE WHEN n.form_id IS NULL THEN '1' ELSE '0' END
          FROM notice n
          WHERE n.notice_id = r.notice_id AND r.user_id = ${id}`.execute(env.handle.db);
      }
    });

    /** A user's read state per notice, straight from the database. */
    const readState = async (username: string) => {
      const { id } = await userId(username);
      return await env.handle.db
        .selectFrom('notice_recipient')
        .select(['notice_id', 'is_read', 'read_time'])
        .where('user_id', '=', id)
        .orderBy('notice_id')
        .execute();
    };

    it('lists read and unread notices alike for 我的消息, newest first, or either of them', async () => {
      const { notices } = await as('ent_demo');
      const first = (await notices.mine({ isRead: '0' })).data?.rows[0];
      await notices.markRead(first?.noticeId ?? 0);
      // isRead left out, or '' (全部): all six, the one read among them.
      for (const isRead of [undefined, ''] as const) {
        const all = (await notices.mine({ pageNum: 1, pageSize: 10, ...(isRead === undefined ? {} : { isRead }) }))
          .data;
        expect(all?.total).toBe(6);
        expect(all?.rows.filter((row) => row.isRead === '1').map((row) => row.noticeId)).toEqual([first?.noticeId]);
        const times = all?.rows.map((row) => row.createTime) ?? [];
        expect(times).toEqual([...times].sort().reverse());
      }
      const read = (await notices.mine({ isRead: '1' })).data;
      expect(read).toMatchObject({ total: 1, rows: [{ noticeId: first?.noticeId, isRead: '1' }] });
      expect((await notices.mine({ isRead: '0' })).data?.total).toBe(5);
      // The title keyword applies to read notices too; an empty one filters nothing.
      const title = first?.noticeTitle.slice(2, 8) ?? '';
      expect((await notices.mine({ isRead: '1', keyValue: title })).data?.total).toBe(1);
      expect((await notices.mine({ keyValue: '  ' })).data?.total).toBe(6);
      // Someone else's read state is their own: xny_demo's notices are all still unread.
      const xny = await as('xny_demo');
      expect((await xny.notices.mine({ isRead: '1' })).data?.total).toBe(0);
    });

    it("marks all of the caller's unread notices read, and no one else's", async () => {
      const ent = await as('ent_demo');
      const xny = await as('xny_demo');
      const xnyBefore = await readState('xny_demo');
      expect(xnyBefore.length).toBeGreaterThan(0);
      // Notices sent to both accounts: ent_demo reading them leaves them unread for xny_demo.
      const entIds = new Set((await readState('ent_demo')).map((row) => row.notice_id));
      expect(xnyBefore.some((row) => entIds.has(row.notice_id))).toBe(true);

      const first = (await ent.notices.mine({ isRead: '0' })).data?.rows[0];
      await ent.notices.markRead(first?.noticeId ?? 0);
      const firstRead = (await readState('ent_demo')).find((row) => row.notice_id === first?.noticeId)?.read_time;
      expect(firstRead).toBeTruthy();

      expect((await ent.notices.markAllRead()).data).toBe(5);
      expect((await ent.notices.mine({ isRead: '0' })).data?.total).toBe(0);
      expect((await ent.notices.mine({ isRead: '1' })).data?.total).toBe(6);
      const after = await readState('ent_demo');
      expect(after.every((row) => row.is_read === '1' && row.read_time !== null)).toBe(true);
      // A notice read before keeps the time it was read.
      expect(after.find((row) => row.notice_id === first?.noticeId)?.read_time).toEqual(firstRead);
      // Nothing left to mark.
      expect((await ent.notices.markAllRead()).data).toBe(0);

      expect(await readState('xny_demo')).toEqual(xnyBefore);
      expect((await xny.notices.mine({ isRead: '0' })).data?.total).toBe(xnyBefore.length);
    });

    it('refuses a bad 我的消息 query or 全部标为已读 body with a Chinese 400, changing nothing', async () => {
      const ent = await as('ent_demo');
      const xny = await userId('xny_demo');
      const before = { ent: await readState('ent_demo'), xny: await readState('xny_demo') };
      // 请求参数错误：then what is wrong, in Chinese.
      const chineseMessage = expect.stringMatching(new RegExp(`^${ERROR_TEXT.badRequest}：.*\\p{Script=Han}`, 'u'));
      const chinese400 = { code: 'A0400', message: chineseMessage };
      // 全部标为已读 names no one: a body naming an account (or anything else) is refused.
      for (const data of [{ userId: xny.id }, { noticeId: 1 }, [1, 2], 'all'])
        await expect(
          ent.client.http.request({
            url: callPath(NOTICE_ENDPOINTS.markAllRead, DEFAULT_NOTICE_MODULE),
            method: 'PUT',
            data,
          }),
        ).rejects.toMatchObject(chinese400);
      for (const query of ['isRead=2', 'isRead=all', 'pageSize=0', `keyValue=${'长'.repeat(101)}`]) {
        const bad = await raw(env.platform.url, `${DEFAULT_NOTICE_MODULE}/system/notice/my?${encodeURI(query)}`, {
          method: 'GET',
          headers: { authorization: `Bearer ${ent.client.token}` },
        });
        expect(bad).toMatchObject({ status: 400, body: { code: 'A0400', msg: chineseMessage } });
      }
      // Without a login: nothing at all.
      const anonymous = await raw(env.platform.url, `${DEFAULT_NOTICE_MODULE}/system/notice/readAll`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(anonymous.status).toBe(401);
      expect({ ent: await readState('ent_demo'), xny: await readState('xny_demo') }).toEqual(before);
    });

    it("lists a recipient's own notices with their read and handled state", async () => {
      const { notices } = await as('ent_demo');
      const all = (await notices.mine({ pageNum: 1, pageSize: 10 })).data;
      expect(all?.total).toBe(6);
      expect(all?.rows.every((row) => row.isRead === '0')).toBe(true);
      const withForm = all?.rows.filter((row) => row.formId !== null);
      expect(withForm?.map((row) => row.status)).toEqual(['0']);
      const filtered = (await notices.mine({ pageNum: 1, pageSize: 10, isRead: '0', keyValue: '迎峰度冬' })).data;
      expect(filtered?.rows.map((row) => row.noticeTitle)).toEqual(['关于做好迎峰度冬期间能源保供工作的通知']);
      const paged = (await notices.mine({ pageNum: 2, pageSize: 4 })).data;
      expect(paged).toMatchObject({ total: 6 });
      expect(paged?.rows).toHaveLength(2);
    });

    it('treats LIKE wildcards in the search as plain text', async () => {
      const { notices } = await as('ent_demo');
      expect((await notices.mine({ keyValue: '%' })).data?.total).toBe(0);
    });

    it('marks a notice read for its recipient only, and refuses others', async () => {
      const ent = await as('ent_demo');
      const xny = await as('xny_demo');
      const first = (await ent.notices.mine({ isRead: '0' })).data?.rows[0];
      await ent.notices.markRead(first?.noticeId ?? 0);
      expect((await ent.notices.mine({ isRead: '0' })).data?.total).toBe(5);
      expect((await xny.notices.mine({ isRead: '0' })).data?.total).toBe(2);
      const onlyEnt = (await ent.notices.mine({ keyValue: '光伏项目建设进度' })).data?.rows[0];
      await expect(xny.notices.markRead(onlyEnt?.noticeId ?? 0)).rejects.toMatchObject({
        code: '404',
        message: '访问资源不存在',
      });
      await expect(xny.notices.get(onlyEnt?.noticeId ?? 0)).rejects.toMatchObject({ code: '403' });
      expect((await ent.notices.get(onlyEnt?.noticeId ?? 0)).data).toMatchObject({
        noticeTitle: onlyEnt?.noticeTitle,
        isRead: '0',
      });
    });

    it('editByFormId takes the form notice out of the unhandled state', async () => {
      const { notices } = await as('ent_demo');
      const formNotice = (await notices.mine({})).data?.rows.find((row) => row.formId !== null);
      expect(formNotice?.status).toBe('0');
      expect((await notices.editByFormId(formNotice?.formId ?? 0, formNotice?.noticeId)).data).toBe(1);
      expect((await notices.get(formNotice?.noticeId ?? 0)).data).toMatchObject({ status: '1' });
    });

    it('lets government staff manage notices and addresses new ones to their recipients', async () => {
      const admin = await as('admin');
      const list = (await admin.notices.list({ pageNum: 1, pageSize: 10 })).data;
      expect(list?.total).toBe(6);
      expect(list?.rows.find((row) => row.noticeTitle.startsWith('关于填报2026'))).toMatchObject({ recipients: 4 });
      const ent = await userId('ent_demo');
      const { data } = await admin.notices.create({
        noticeTitle: '测试：请核对企业联系人',
        noticeType: '1',
        noticeContent: '<p onclick="steal()">请核对<script>alert(1)</script></p>',
        audience: { type: 'enterprises', ids: [ent.mainstay_id ?? 0] },
      });
      const entView = await as('ent_demo');
      const created = (await entView.notices.mine({ keyValue: '请核对企业联系人' })).data?.rows[0];
      expect(created).toMatchObject({ noticeId: data?.noticeId, isRead: '0', status: '1' });
      // Stored as the allow-list rebuilt it: the text without the script or the handler.
      const content = (await entView.notices.get(data?.noticeId ?? 0)).data?.noticeContent ?? '';
      expect(content).toContain('请核对');
      expect(content).not.toMatch(/script|onclick/);
      const xny = await as('xny_demo');
      expect((await xny.notices.mine({ keyValue: '请核对企业联系人' })).data?.total).toBe(0);

      await admin.notices.update({
        noticeId: data?.noticeId ?? 0,
        noticeTitle: '测试：请核对企业联系人（更正）',
        noticeType: '2',
        noticeContent: '',
      });
      expect((await entView.notices.get(data?.noticeId ?? 0)).data).toMatchObject({
        noticeTitle: '测试：请核对企业联系人（更正）',
        noticeType: '2',
      });
      expect((await admin.notices.remove([data?.noticeId ?? 0])).data).toBe(1);
      await expect(entView.notices.get(data?.noticeId ?? 0)).rejects.toMatchObject({ code: '403' });
    });

    it('refuses management to enterprise users and bad bodies to everyone', async () => {
      const ent = await as('ent_demo');
      await expect(ent.notices.list({})).rejects.toMatchObject({ code: '403' });
      await expect(
        ent.notices.create({ noticeTitle: 'x', noticeType: '1', audience: { type: 'all', ids: [] } }),
      ).rejects.toMatchObject({ code: '403' });
      const admin = await as('admin');
      await expect(
        admin.notices.create({ noticeTitle: '  ', noticeType: '1', audience: { type: 'all', ids: [] } }),
      ).rejects.toMatchObject({ code: 'A0400' });
      await expect(
        admin.notices.create({ noticeTitle: '无人', noticeType: '1', audience: { type: 'users', ids: [] } }),
      ).rejects.toMatchObject({
        message: NOTICE_TEXT.noRecipients,
      });
      // A notice asks only for a published form: not one that does not exist, nor a draft.
      const draft = await env.handle.db
        .insertInto('form_definition')
        .values({
          form_key: 'notice-draft',
          title: '草稿表单',
          version: 1,
          status: 'draft',
          content: '{}',
          test_data: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      try {
        for (const formId of [999_999, draft.id])
          await expect(
            admin.notices.create({ noticeTitle: '填表', noticeType: '1', formId, audience: { type: 'all', ids: [] } }),
          ).rejects.toMatchObject({ message: NOTICE_TEXT.formNotPublished(formId) });
      } finally {
        await env.handle.db.deleteFrom('form_definition').where('id', '=', draft.id).execute();
      }
      await expect(
        admin.notices.update({ noticeId: 999_999, noticeTitle: 't', noticeType: '1', noticeContent: '' }),
      ).rejects.toMatchObject({ code: '404' });
      const badIds = await raw(env.platform.url, `${DEFAULT_NOTICE_MODULE}/system/notice/1;DROP`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${admin.client.token}` },
      });
      expect(badIds).toMatchObject({ status: 400, body: { code: 'A0400' } });
    });

    it('exports as a form-encoded download and as a file for /common/download', async () => {
      const admin = await as('admin');
      const response = await fetch(`${env.platform.url}/prod-api${DEFAULT_NOTICE_MODULE}/system/notice/export`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.client.token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ noticeType: '1' }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('通知公告.xlsx'));
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);

      const { data: name } = await admin.notices.exportFile({});
      expect(name).toMatch(/^[0-9a-f]{32}_通知公告\.xlsx$/);
      const url = `${env.platform.url}/prod-api/common/download?fileName=${encodeURIComponent(name ?? '')}&delete=true`;
      // Someone else cannot fetch it, even knowing the name.
      const ent = await as('ent_demo');
      expect((await fetch(url, { headers: { authorization: `Bearer ${ent.client.token}` } })).status).toBe(404);
      expect((await fetch(url)).status).toBe(401);
      // A navigation carries the token cookie rather than a header.
      const download = await fetch(url, { headers: { cookie: `Enterprise-Token=${admin.client.token}` } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toContain(encodeURIComponent('通知公告.xlsx'));
      expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      // delete=true: gone after the first download.
      expect((await fetch(url, { headers: { authorization: `Bearer ${admin.client.token}` } })).status).toBe(404);

      const traversal = await fetch(
        `${env.platform.url}/prod-api/common/download?fileName=${encodeURIComponent('../../etc/passwd')}`,
        {
          headers: { authorization: `Bearer ${admin.client.token}` },
        },
      );
      expect(traversal.status).toBe(400);
      expect(await traversal.json()).toMatchObject({ code: 'A0400', msg: FILE_TEXT.badName('../../etc/passwd') });
      const entExport = await fetch(`${env.platform.url}/prod-api${DEFAULT_NOTICE_MODULE}/system/notice/export`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ent.client.token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      expect(entExport.status).toBe(403);
    });

    it('lists only public bulletins without a token', async () => {
      const anonymous = createNoticeApi(testClient(env.platform.url).http, DEFAULT_NOTICE_MODULE);
      const open = (await anonymous.bulletins({})).data;
      // Four province-wide bulletins and six of cities (seed/demoZqhd.ts); five of them public.
      expect(open?.total).toBe(5);
      expect(open?.rows.every((row) => row.isPublic)).toBe(true);
      const { notices } = await as('ent_demo');
      expect((await notices.bulletins({})).data?.total).toBe(10);
    });
  });

  describe('downloads', () => {
    it('serves the generated user manual and browser explanation as .docx', async () => {
      const anonymous = createFileApi(testClient(env.platform.url).http);
      for (const [code, shown] of [
        [DOWNLOAD_CODE.manual, '用户手册.docx'],
        [DOWNLOAD_CODE.browserGuide, '系统访问浏览器说明.docx'],
      ] as const) {
        const { data: name } = await anonymous.downloadFileName(code);
        const response = await fetch(`${env.platform.url}/data/jsedc/${name}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-disposition')).toContain(encodeURIComponent(shown));
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
        // The document is built from the project's own docs.
        const headline = (
          code === DOWNLOAD_CODE.manual
            ? readFileSync(join(DOCS_DIR, 'USER_MANUAL.md'), 'utf8')
            : readFileSync(join(DOCS_DIR, 'BROWSERS.md'), 'utf8')
        )
          .split('\n')[0]
          ?.replace(/^#\s*/, '');
        const { default: JSZip } = await import('jszip');
        const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')?.async('string');
        expect(xml).toContain(headline);
      }
    });

    it('says clearly when a file has not been provided, and refuses unknown codes and names', async () => {
      const anonymous = testClient(env.platform.url);
      await expect(createFileApi(anonymous.http).downloadFileName(DOWNLOAD_CODE.chrome)).rejects.toMatchObject({
        code: 'A0410',
        message: FILE_TEXT.missing,
      });
      expect(anonymous.notices.map((n) => n.text)).toEqual([FILE_TEXT.missing]);
      const { status } = await raw(env.platform.url, '/gov-system/api/v1/downloadFile/getFileName', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'passwd' }),
      });
      expect(status).toBe(400);
      expect((await fetch(`${env.platform.url}/data/jsedc/..%2F..%2Fpgdata`)).status).toBe(404);
      expect((await fetch(`${env.platform.url}/data/jsedc/nothing.docx`)).status).toBe(404);
    });

    it('lets an administrator replace a file, checking extension and content', async () => {
      const admin = await as('admin');
      const ent = await as('ent_demo');
      try {
        const executable = new Blob([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0, 4, 0])]);
        await expect(
          ent.files.replaceDownloadFile(DOWNLOAD_CODE.chrome, executable, 'ChromeSetup.exe'),
        ).rejects.toMatchObject({ code: '403' });
        // A renamed executable is refused for the manual, as is a wrong extension.
        await expect(
          admin.files.replaceDownloadFile(DOWNLOAD_CODE.manual, executable, 'manual.docx'),
        ).rejects.toMatchObject({
          message: FILE_TEXT.wrongContent,
        });
        await expect(
          admin.files.replaceDownloadFile(DOWNLOAD_CODE.manual, executable, 'manual.exe'),
        ).rejects.toMatchObject({
          message: FILE_TEXT.wrongType('docx、doc、pdf'),
        });
        const { data: info } = await admin.files.replaceDownloadFile(
          DOWNLOAD_CODE.chrome,
          executable,
          '../../evil name.exe',
        );
        expect(info).toMatchObject({ code: 'CHROME', originalName: 'ChromeSetup.exe' });
        expect(info?.fileName).toMatch(/^CHROME-[0-9a-f]{8}\.exe$/);
        const { data: name } = await createFileApi(testClient(env.platform.url).http).downloadFileName(
          DOWNLOAD_CODE.chrome,
        );
        const response = await fetch(`${env.platform.url}/data/jsedc/${name}`);
        expect(response.headers.get('content-disposition')).toContain('ChromeSetup.exe');
        expect(new Uint8Array(await response.arrayBuffer())[0]).toBe(0x4d);

        const pdf = new Blob([Buffer.from('%PDF-1.7\n%âãÏÓ\n')]);
        const { data: manual } = await admin.files.replaceDownloadFile(DOWNLOAD_CODE.manual, pdf, '手册.pdf');
        expect(manual).toMatchObject({ originalName: '用户手册.pdf' });
        const list = (await admin.files.downloadFiles()).data;
        expect(list?.map((file) => [file.code, file.fileName !== null])).toEqual([
          ['CHROME', true],
          ['xtfwllqsm_gov', true],
          ['zdxmyhscqyd', true],
        ]);
        await expect(ent.files.downloadFiles()).rejects.toMatchObject({ code: '403' });
        // A restart regenerates the docs-based files but keeps what an administrator provided.
        writeFileSync(join(env.platform.config.dataDir, 'marker'), '');
        const again = await startTestPlatform(env.handle, { DATA_DIR: env.platform.config.dataDir });
        try {
          expect((await createFileApi(testClient(again.url).http).downloadFileName(DOWNLOAD_CODE.manual)).data).toBe(
            manual?.fileName,
          );
        } finally {
          await again.close();
        }
      } finally {
        // The generated files again, as seeded, for the tests that read them.
        await env.handle.db
          .updateTable('download_file')
          .set({ updated_by: null, file_name: null, original_name: null })
          .execute();
        await createDownloads(env.handle, env.platform.config.dataDir).ensureGenerated();
      }
    });
  });

  describe('desks', () => {
    it("computes an enterprise's figures from its own records", async () => {
      const { desk } = await as('ent_demo');
      const { data } = await desk.overview();
      expect(data).toMatchObject({ scope: 'enterprise', enterpriseName: '南京苏能新能源科技有限公司' });
      expect(data?.projects.total).toBe(4);
      expect(data?.projects.byStatus.map((s) => s.count).reduce((a, b) => a + b, 0)).toBe(4);
      expect(data?.facilities.total).toBe(3);
      expect(data?.facilities.byType.every((t) => t.label.length > 0)).toBe(true);
      // Twelve monthly reports and the PV filing form.
      expect(data?.reports.total).toBe(13);
      expect((data?.reports.done ?? 0) + (data?.reports.due ?? 0) + (data?.reports.overdue ?? 0)).toBe(13);
      expect(data?.unreadNotices).toBeGreaterThan(0);
      expect(data?.trend).toHaveLength(12);
      expect(data?.trend.map((t) => t.month)).toEqual([...(data?.trend.map((t) => t.month) ?? [])].sort());
      const rows = await env.handle.db
        .selectFrom('report_task')
        .select('id')
        .where('mainstay_id', '=', (await userId('ent_demo')).mainstay_id ?? 0)
        .where('status', '=', 'submitted')
        .execute();
      expect(data?.reports.done).toBe(rows.length);
    });

    it("gives government staff the province, with no enterprise's drafts", async () => {
      const { desk } = await as('admin');
      const { data } = await desk.overview();
      expect(data).toMatchObject({ scope: 'province', enterpriseName: null });
      // 13 enterprises' four filings each, less the 13 drafts: a draft is not the government's to see.
      expect(data?.projects.total).toBe(39);
      expect(data?.projects.byStatus.map((s) => s.key)).toEqual(['approved', 'rejected', 'submitted']);
      expect(data?.facilities.total).toBe(39);
    });

    it("gives a city bureau's staff their city's enterprises only", async () => {
      const member = await staffAccount(env, 'desk_city_member', [CITY_GOV_ROLE.id], cityDeptId(NANJING));
      try {
        const { data } = await createDeskApi(member.client.http).overview();
        const { db } = env.handle;
        const inNanjing = db.selectFrom('enterprise').select('id').where('city_code', '=', NANJING);
        const count = async (table: 'project' | 'facility' | 'report_task') =>
          Number(
            (
              await db
                .selectFrom(table)
                .select(sql<number>`count(*)::int`.as('n'))
                .where('mainstay_id', 'in', inNanjing)
                // Staff count no drafts (a filing the enterprise has not submitted).
                .where(table === 'project' ? sql<SqlBool>`filing_status <> 'draft'` : sql<SqlBool>`true`)
                .executeTakeFirstOrThrow()
            ).n,
          );
        const projects = await count('project');
        expect(projects).toBeGreaterThan(0);
        expect(projects).toBeLessThan(52);
        expect(data?.projects.total).toBe(projects);
        expect(data?.facilities.total).toBe(await count('facility'));
        expect(data?.reports.total).toBe(await count('report_task'));
        // The README's city-level demo account is such a member of 南京市能源局.
        const demo = (await (await as('nj_demo')).desk.overview()).data;
        expect(demo).toMatchObject({ scope: 'province', enterpriseName: null });
        expect(demo?.projects.total).toBe(projects);
        expect(demo?.projects.byStatus.some((s) => s.key === 'draft')).toBe(false);
      } finally {
        await member.dispose();
      }
    });

    it('shows province-wide public figures without a token and no enterprise data', async () => {
      const response = await fetch(`${env.platform.url}/prod-api/jsedc-system/api/v1/desk/public`);
      const body = (await response.json()) as { code: string; data: { enterprises: number; byCity: unknown[] } };
      expect(body.code).toBe('00000');
      expect(body.data.enterprises).toBe(13);
      expect(body.data.byCity).toHaveLength(13);
      expect(JSON.stringify(body)).not.toContain('有限公司');
      await expect(createDeskApi(testClient(env.platform.url).http).overview()).rejects.toMatchObject({
        code: 'A0231',
      });
    });
  });
});
