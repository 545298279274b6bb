// Consulting advice over real HTTP: an enterprise asks with attachments, government staff answer,
// the bell announces it, the enterprise follows up and closes; every row scoped to one enterprise.
import { type ConsultingApi, createAuthApi, createConsultingApi, createDictApi, createNoticeApi } from '@ent/core/api';
import { DICT_TYPES } from '@ent/core/dict';
import { CONSULTING_TEXT, DICT_TEXT } from '@ent/core/messages';
import { DEFAULT_NOTICE_MODULE } from '@ent/core/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { demoPdf } from '../src/seed/demoPdf';
import { raw, TEST_DATABASES, testClient, usePlatform } from './support';

const ENT_NAME = '南京苏能新能源科技有限公司';
const BASE = `${DEFAULT_NOTICE_MODULE}/business/consulting`;
// The client shows SPEC §8's own texts for 403 and 404, whatever the server's msg says.
const FORBIDDEN = { code: '403', status: 403 };
const NOT_FOUND = { code: '404', status: 404 };

describe.each(TEST_DATABASES)('consulting advice on $name', (database) => {
  const env = usePlatform(database);

  // Each test starts from the seeded threads: those a test opens are removed after it.
  let lastThread = 0;
  beforeEach(async () => {
    const row = await env.handle.db
      .selectFrom('consulting_thread')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    lastThread = Number(row?.id ?? 0);
  });
  afterEach(async () => {
    await env.handle.db.deleteFrom('consulting_thread').where('id', '>', lastThread).execute();
  });

  async function as(username: string) {
    const client = testClient(env.platform.url);
    const { data } = await createAuthApi(client.http).login({ username, password: DEMO_PASSWORD });
    client.token = data?.access_token;
    client.jti = data?.jti;
    return {
      client,
      token: client.token ?? '',
      consulting: createConsultingApi(client.http, DEFAULT_NOTICE_MODULE),
      notices: createNoticeApi(client.http, DEFAULT_NOTICE_MODULE),
    };
  }

  async function upload(token: string, name = '说明材料.pdf') {
    const form = new FormData();
    form.append('file', new Blob([demoPdf(['Consulting test'])], { type: 'application/pdf' }), name);
    const response = await fetch(`${env.platform.url}/prod-api/gov-cms/api/v1/content/attr/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await response.json()) as { code: string; data: { id: number } };
    expect(body.code).toBe('00000');
    return body.data.id;
  }

  const ask = (consulting: ConsultingApi, title: string, fileIds: number[] = []) =>
    consulting.create({
      kind: 'question',
      category: 'policy',
      title,
      content: `${title}的具体内容`,
      contactName: '张明',
      contactPhone: '13805170001',
      fileIds,
    });

  const fetchFile = (url: string, token?: string) =>
    fetch(`${env.platform.url}/prod-api${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('lists only the caller’s own enterprise’s threads, with counts per status', async () => {
    const { consulting } = await as('ent_demo');
    const page = (await consulting.list({ pageNum: 1, pageSize: 50 })).data;
    expect(page?.total).toBe(3);
    expect(page?.rows.every((row) => row.enterpriseName === ENT_NAME)).toBe(true);
    expect(page?.counts).toEqual({ pending: 2, answered: 1, closed: 0 });
    const pending = (await consulting.list({ status: 'pending' })).data;
    expect(pending?.total).toBe(2);
    expect(pending?.rows.every((row) => row.status === 'pending')).toBe(true);
    // An enterprise's filter on other enterprises is ignored: still only its own.
    const other = (await consulting.list({ enterpriseName: '无锡' })).data;
    expect(other?.rows.every((row) => row.enterpriseName === ENT_NAME)).toBe(true);
  });

  it('gives government staff every enterprise’s threads with filters, waiting ones first', async () => {
    const { consulting } = await as('admin');
    const all = (await consulting.list({ pageSize: 200 })).data;
    expect(new Set(all?.rows.map((row) => row.enterpriseName)).size).toBe(13);
    const statuses = all?.rows.map((row) => row.status) ?? [];
    expect(statuses.indexOf('pending')).toBe(0);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.findIndex((s) => s !== 'pending'));
    const wuxi = (await consulting.list({ enterpriseName: '无锡' })).data;
    expect(wuxi?.total).toBe(3);
    expect(wuxi?.rows.every((row) => row.enterpriseName.includes('无锡'))).toBe(true);
    const nanjing = (await consulting.list({ cityCode: '320100' })).data;
    expect(nanjing?.rows.every((row) => row.cityName === '南京市')).toBe(true);
    const closed = (await consulting.list({ status: 'closed', kind: 'question' })).data;
    expect(closed?.rows.every((row) => row.status === 'closed' && row.kind === 'question')).toBe(true);
  });

  it('validates a new question and refuses staff, strangers’ files and missing files', async () => {
    const ent = await as('ent_demo');
    await expect(ask(ent.consulting, '')).rejects.toMatchObject({ message: expect.stringContaining('标题不能为空') });
    await expect(
      ent.consulting.create({ kind: 'question', category: 'policy', title: 't', content: 'c', contactPhone: '123' }),
    ).rejects.toMatchObject({ message: expect.stringContaining(CONSULTING_TEXT.badPhone) });
    await expect(
      ent.consulting.create({
        kind: 'question',
        category: 'policy',
        title: 't',
        content: 'c',
        fileIds: [1, 2, 3, 4, 5, 6],
      }),
    ).rejects.toMatchObject({ message: expect.stringContaining(CONSULTING_TEXT.tooManyFiles(5)) });
    const admin = await as('admin');
    await expect(ask(admin.consulting, '政府不能提问')).rejects.toMatchObject(FORBIDDEN);
    const xny = await as('xny_demo');
    const strangerFile = await upload(xny.token);
    await expect(ask(ent.consulting, '借用别家的附件', [strangerFile])).rejects.toMatchObject(FORBIDDEN);
    await expect(ask(ent.consulting, '不存在的附件', [9_999_999])).rejects.toMatchObject(FORBIDDEN);
    expect(
      await env.handle.db
        .selectFrom('consulting_thread')
        .select('id')
        .where('title', 'in', ['借用别家的附件', '不存在的附件'])
        .execute(),
    ).toEqual([]);
    const anonymous = await raw(env.platform.url, `${BASE}/list`, { method: 'GET' });
    expect(anonymous.status).toBe(401);
  });

  it('takes its categories from the 咨询类别 dictionary: one staff add is accepted, an unknown one refused', async () => {
    const ent = await as('ent_demo');
    const question = (category: string) =>
      ent.consulting.create({ kind: 'question', category, title: '分类测试', content: 'c' });
    await expect(question('saving')).rejects.toMatchObject({
      code: 'A0400',
      message: DICT_TEXT.notAValue(CONSULTING_TEXT.category),
    });
    const dict = createDictApi((await as('admin')).client.http);
    const added = (
      await dict.itemAdd({
        dictCode: DICT_TYPES.consultingCategory,
        dictLabel: '节能改造',
        dictValue: 'saving',
        sort: 9,
      })
    ).data;
    try {
      const id = (await question('saving')).data?.id ?? 0;
      expect((await ent.consulting.get(id)).data?.category).toBe('saving');
      // A value in use cannot be deleted; the refusal says where it is used.
      await expect(dict.itemRemove(added?.id ?? 0)).rejects.toMatchObject({
        message: DICT_TEXT.inUse('节能改造', DICT_TEXT.usedBy.consultingCategory, 1),
      });
    } finally {
      await env.handle.db.deleteFrom('consulting_thread').where('category', '=', 'saving').execute();
      await dict.itemRemove(added?.id ?? 0);
    }
  });

  it('runs a thread from question to answer, bell, follow-up and closing', async () => {
    const ent = await as('ent_demo');
    const admin = await as('admin');
    const fileId = await upload(ent.token);
    const created = await ask(ent.consulting, '储能项目并网验收咨询', [fileId]);
    const id = created.data?.id ?? 0;
    expect(created.msg).toBe(CONSULTING_TEXT.created);

    const mine = (await ent.consulting.get(id)).data;
    expect(mine).toMatchObject({
      status: 'pending',
      enterpriseName: ENT_NAME,
      askedBy: '张明',
      contactPhone: '13805170001',
      canWithdraw: true,
      canFollowUp: false,
      canAnswer: false,
    });
    expect(mine?.messages).toHaveLength(1);
    const attached = mine?.messages[0]?.files[0];
    expect(attached).toMatchObject({ id: fileId, name: '说明材料.pdf' });
    const own = await fetchFile(attached?.url ?? '', ent.token);
    expect(own.status).toBe(200);
    expect((await own.text()).startsWith('%PDF')).toBe(true);
    expect((await fetchFile(attached?.url ?? '', admin.token)).status).toBe(200);

    // The enterprise cannot answer its own question, nor follow up before an answer.
    await expect(ent.consulting.answer({ threadId: id, content: '自问自答' })).rejects.toMatchObject(FORBIDDEN);
    await expect(ent.consulting.followUp({ threadId: id, content: '催一下' })).rejects.toMatchObject({
      message: CONSULTING_TEXT.awaitingAnswer,
    });

    const unreadBefore = (await ent.notices.mine({ isRead: '0', pageSize: 50 })).data?.total ?? 0;
    const staffFile = await upload(admin.token, '答复附件.pdf');
    const answered = await admin.consulting.answer({
      threadId: id,
      content: '请按照联合验收办法办理。',
      fileIds: [staffFile],
    });
    expect(answered.msg).toBe(CONSULTING_TEXT.answered);

    // The bell of the asking enterprise announces the answer, linking to the thread; others' do not.
    const bell = (await ent.notices.mine({ isRead: '0', pageSize: 50 })).data;
    expect(bell?.total).toBe(unreadBefore + 1);
    const notice = bell?.rows[0];
    expect(notice?.noticeTitle).toBe(CONSULTING_TEXT.answeredNoticeTitle('储能项目并网验收咨询'));
    expect(notice?.noticeContent).toContain(`/ent/zqhd/consultingAdviceManage?id=${id}`);
    expect(notice?.noticeContent).toContain('请按照联合验收办法办理。');
    const xny = await as('xny_demo');
    const xnyBell = (await xny.notices.mine({ isRead: '0', pageSize: 50 })).data;
    expect(xnyBell?.rows.some((row) => row.noticeTitle.includes('储能项目并网验收咨询'))).toBe(false);

    const afterAnswer = (await ent.consulting.get(id)).data;
    expect(afterAnswer).toMatchObject({ status: 'answered', canFollowUp: true, canClose: true, canWithdraw: false });
    expect(afterAnswer?.answerTime).not.toBe('');
    expect(afterAnswer?.messages.map((m) => [m.side, m.authorName])).toEqual([
      ['enterprise', '张明'],
      ['government', '江苏省能源局'],
    ]);
    // The enterprise reads the staff's attachment through the thread, though the file is not its own.
    const staffAttachment = afterAnswer?.messages[1]?.files[0];
    expect(staffAttachment?.name).toBe('答复附件.pdf');
    expect((await fetchFile(staffAttachment?.url ?? '', ent.token)).status).toBe(200);
    await expect(ent.consulting.withdraw(id)).rejects.toMatchObject({ message: CONSULTING_TEXT.cannotWithdraw });

    await ent.consulting.followUp({ threadId: id, content: '验收需要多长时间？' });
    expect((await ent.consulting.get(id)).data?.status).toBe('pending');
    await admin.consulting.answer({ threadId: id, content: '一般十个工作日内完成。' });
    await ent.consulting.close({ threadId: id, rating: '1' });
    const closed = (await ent.consulting.get(id)).data;
    expect(closed).toMatchObject({ status: 'closed', rating: '1', replies: 3, canFollowUp: false, canClose: false });
    expect(closed?.closeTime).not.toBe('');

    await expect(ent.consulting.followUp({ threadId: id, content: '再问一句' })).rejects.toMatchObject({
      message: CONSULTING_TEXT.alreadyClosed,
    });
    await expect(admin.consulting.answer({ threadId: id, content: '补充答复' })).rejects.toMatchObject({
      message: CONSULTING_TEXT.alreadyClosed,
    });
    await expect(ent.consulting.close({ threadId: id })).rejects.toMatchObject({
      message: CONSULTING_TEXT.alreadyClosed,
    });
  });

  it('refuses another enterprise every access to a thread', async () => {
    const ent = await as('ent_demo');
    const xny = await as('xny_demo');
    const fileId = await upload(ent.token);
    const id = (await ask(ent.consulting, '仅本企业可见的咨询', [fileId])).data?.id ?? 0;
    const url = (await ent.consulting.get(id)).data?.messages[0]?.files[0]?.url ?? '';

    await expect(xny.consulting.get(id)).rejects.toMatchObject(NOT_FOUND);
    await expect(xny.consulting.followUp({ threadId: id, content: '偷看' })).rejects.toMatchObject(NOT_FOUND);
    await expect(xny.consulting.close({ threadId: id })).rejects.toMatchObject(NOT_FOUND);
    await expect(xny.consulting.withdraw(id)).rejects.toMatchObject(NOT_FOUND);
    expect((await fetchFile(url, xny.token)).status).toBe(404);
    expect((await fetchFile(url)).status).toBe(401);
    // Nor may it attach the other enterprise's upload to its own question.
    await expect(ask(xny.consulting, '借用附件', [fileId])).rejects.toMatchObject(FORBIDDEN);
    const xnyRows = (await xny.consulting.list({ pageSize: 200 })).data?.rows ?? [];
    expect(xnyRows.some((row) => row.id === id)).toBe(false);
    // A file of the thread's own enterprise that is not attached to it is not served through it.
    const loose = await upload(ent.token);
    expect((await fetchFile(`${BASE}/${id}/file/${loose}`, ent.token)).status).toBe(404);
    expect((await ent.consulting.get(id)).data?.status).toBe('pending');
  });

  it('lets the enterprise withdraw an unanswered question', async () => {
    const ent = await as('ent_demo');
    const id = (await ask(ent.consulting, '提交后撤回的咨询')).data?.id ?? 0;
    const withdrawn = await ent.consulting.withdraw(id);
    expect(withdrawn.msg).toBe(CONSULTING_TEXT.withdrawn);
    await expect(ent.consulting.get(id)).rejects.toMatchObject(NOT_FOUND);
    const admin = await as('admin');
    await expect(admin.consulting.withdraw(9_999_999)).rejects.toMatchObject(FORBIDDEN);
  });

  it('answers malformed requests with A0400, never 500', async () => {
    const ent = await as('ent_demo');
    const headers = { authorization: `Bearer ${ent.token}`, 'content-type': 'application/json' };
    const badList = await raw(env.platform.url, `${BASE}/list?status=bogus&pageSize=abc`, { method: 'GET', headers });
    expect(badList).toMatchObject({ status: 400, body: { code: 'A0400' } });
    const badId = await raw(env.platform.url, `${BASE}/abc`, { method: 'GET', headers });
    expect(badId).toMatchObject({ status: 400, body: { code: 'A0400' } });
    const admin = await as('admin');
    await expect(admin.consulting.answer({ threadId: 9_999_999, content: '无此咨询' })).rejects.toMatchObject(
      NOT_FOUND,
    );
    await expect(admin.consulting.answer({ threadId: 1, content: 'x'.repeat(2001) })).rejects.toMatchObject({
      message: expect.stringContaining('内容不能超过2000个字符'),
    });
  });
});
