// Government-enterprise news, bulletin details and management, and the public notice page over real
// HTTP: rich text stored sanitised, management for staff only, public endpoints public items only.
import { createAuthApi, createNewsApi, createNoticeApi } from '@ent/core/api';
import { DICT_TEXT, NEWS_TEXT } from '@ent/core/messages';
import { DEFAULT_NOTICE_MODULE } from '@ent/core/platform';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { raw, TEST_DATABASES, testClient, usePlatform } from './support';

const FORBIDDEN = { code: '403', status: 403 };
const NOT_FOUND = { code: '404', status: 404 };
const HOSTILE =
  '<p onclick="steal()">正文<script>alert(1)</script><a href="javascript:alert(2)">链接</a></p><img src=x onerror=alert(3)>';

describe.each(TEST_DATABASES)('news and bulletins on $name', (database) => {
  const env = usePlatform(database);

  async function as(username: string) {
    const client = testClient(env.platform.url);
    const { data } = await createAuthApi(client.http).login({ username, password: DEMO_PASSWORD });
    client.token = data?.access_token;
    client.jti = data?.jti;
    return {
      news: createNewsApi(client.http, DEFAULT_NOTICE_MODULE),
      notices: createNoticeApi(client.http, DEFAULT_NOTICE_MODULE),
    };
  }
  const anonymous = () => createNewsApi(testClient(env.platform.url).http, DEFAULT_NOTICE_MODULE);

  describe('news', () => {
    it('lists the news of the province and its cities with filters', async () => {
      const { news } = await as('ent_demo');
      const all = (await news.list({ pageSize: 50 })).data;
      expect(all?.total).toBe(10);
      const times = all?.rows.map((row) => row.publishTime) ?? [];
      expect([...times].sort().reverse()).toEqual(times);
      expect(all?.rows.some((row) => row.cityName === '全省')).toBe(true);
      expect(all?.rows.every((row) => row.summary.length > 0 && !row.summary.includes('<'))).toBe(true);
      const policy = (await news.list({ category: 'policy' })).data;
      expect(policy?.rows.length).toBeGreaterThan(0);
      expect(policy?.rows.every((row) => row.category === 'policy')).toBe(true);
      const suzhou = (await news.list({ cityCode: '320500' })).data;
      expect(suzhou?.rows.map((row) => row.cityName)).toEqual(['苏州市']);
      const search = (await news.list({ title: '海上风电' })).data;
      expect(search?.rows.map((row) => row.title)).toEqual(['南通海上风电项目全容量并网']);
      // A user's % matches itself only.
      expect((await news.list({ title: '%' })).data?.total).toBe(0);
    });

    it('shows a news item and counts its reads', async () => {
      const { news } = await as('ent_demo');
      const first = (await news.list({ pageSize: 1 })).data?.rows[0];
      const once = (await news.get(first?.newsId ?? 0)).data;
      const twice = (await news.get(first?.newsId ?? 0)).data;
      expect(once?.content).toContain('<p>');
      expect(twice?.viewCount).toBe((once?.viewCount ?? 0) + 1);
      await expect(news.get(9_999_999)).rejects.toMatchObject(NOT_FOUND);
    });

    it('lets staff publish, edit and delete news, stored sanitised; enterprises may not', async () => {
      const staff = (await as('admin')).news;
      const ent = (await as('ent_demo')).news;
      const body = {
        title: '测试资讯',
        category: 'work',
        cityCode: '320100',
        content: HOSTILE,
        isPublic: true,
      };
      await expect(ent.create(body)).rejects.toMatchObject(FORBIDDEN);
      const created = await staff.create(body);
      const newsId = created.data?.newsId ?? 0;
      const stored = (await ent.get(newsId)).data;
      expect(stored).toMatchObject({ title: '测试资讯', cityName: '南京市', isPublic: true, summary: '正文链接' });
      expect(stored?.content).toBe('<p>正文<a>链接</a></p>');

      await expect(ent.update({ ...body, newsId, title: '企业改标题' })).rejects.toMatchObject(FORBIDDEN);
      await staff.update({ ...body, newsId, title: '测试资讯（修订）', cityCode: null, isPublic: false });
      expect((await ent.get(newsId)).data).toMatchObject({
        title: '测试资讯（修订）',
        cityName: '全省',
        isPublic: false,
      });
      await expect(staff.update({ ...body, newsId: 9_999_999 })).rejects.toMatchObject(NOT_FOUND);
      await expect(staff.create({ ...body, cityCode: '999999' })).rejects.toMatchObject({ code: 'A0400' });
      // 资讯栏目 is a dictionary: a column it does not hold is refused, on add and on edit.
      const unknownColumn = { code: 'A0400', message: DICT_TEXT.notAValue(NEWS_TEXT.category) };
      await expect(staff.create({ ...body, category: 'gossip' })).rejects.toMatchObject(unknownColumn);
      await expect(staff.update({ ...body, newsId, category: 'gossip' })).rejects.toMatchObject(unknownColumn);
      await expect(staff.create({ ...body, title: ' ' })).rejects.toMatchObject({
        message: expect.stringContaining('标题不能为空'),
      });

      await expect(ent.remove([newsId])).rejects.toMatchObject(FORBIDDEN);
      expect((await staff.remove([newsId])).data).toBe(1);
      await expect(ent.get(newsId)).rejects.toMatchObject(NOT_FOUND);
      await expect(staff.remove([newsId])).rejects.toMatchObject(NOT_FOUND);
    });

    it('needs a login', async () => {
      const response = await raw(env.platform.url, `${DEFAULT_NOTICE_MODULE}/business/news/list`, { method: 'GET' });
      expect(response.status).toBe(401);
    });
  });

  describe('bulletins', () => {
    it('lists bulletins with their cities and filters by city', async () => {
      const { notices } = await as('ent_demo');
      const wuxi = (await notices.bulletins({ cityCode: '320200' })).data;
      expect(wuxi?.rows.map((row) => [row.title, row.cityName])).toEqual([
        ['无锡市关于开展分布式光伏项目备案信息核查的通知', '无锡市'],
      ]);
      const all = (await notices.bulletins({ pageSize: 50 })).data;
      expect(all?.rows.filter((row) => row.cityName === '全省')).toHaveLength(4);
    });

    it('shows any bulletin to a user and only public ones without a login', async () => {
      const { notices, news } = await as('ent_demo');
      const rows = (await notices.bulletins({ pageSize: 50 })).data?.rows ?? [];
      const internal = rows.find((row) => !row.isPublic);
      const open = rows.find((row) => row.isPublic);
      expect((await news.bulletin(internal?.bulletinId ?? 0)).data?.title).toBe(internal?.title);
      expect((await anonymous().bulletin(open?.bulletinId ?? 0)).data?.title).toBe(open?.title);
      await expect(anonymous().bulletin(internal?.bulletinId ?? 0)).rejects.toMatchObject(NOT_FOUND);
      await expect(news.bulletin(9_999_999)).rejects.toMatchObject(NOT_FOUND);
    });

    it('lets staff publish, edit and delete bulletins, stored sanitised; enterprises may not', async () => {
      const staff = (await as('admin')).news;
      const ent = (await as('ent_demo')).news;
      const body = { title: '测试公告', content: HOSTILE, cityCode: '320300', isPublic: false };
      await expect(ent.createBulletin(body)).rejects.toMatchObject(FORBIDDEN);
      const bulletinId = (await staff.createBulletin(body)).data?.bulletinId ?? 0;
      expect((await ent.bulletin(bulletinId)).data).toMatchObject({
        title: '测试公告',
        cityName: '徐州市',
        content: '<p>正文<a>链接</a></p>',
      });
      await expect(anonymous().bulletin(bulletinId)).rejects.toMatchObject(NOT_FOUND);
      await staff.updateBulletin({ ...body, bulletinId, isPublic: true });
      expect((await anonymous().bulletin(bulletinId)).data?.isPublic).toBe(true);
      await expect(ent.updateBulletin({ ...body, bulletinId })).rejects.toMatchObject(FORBIDDEN);
      await expect(ent.removeBulletins([bulletinId])).rejects.toMatchObject(FORBIDDEN);
      expect((await staff.removeBulletins([bulletinId])).data).toBe(1);
      await expect(ent.bulletin(bulletinId)).rejects.toMatchObject(NOT_FOUND);
    });
  });

  describe('the public notice page', () => {
    it('lists only public items, with or without a login', async () => {
      for (const api of [anonymous(), (await as('ent_demo')).news]) {
        const bulletins = (await api.publicList({ type: 'bulletin', pageSize: 50 })).data;
        expect(bulletins?.total).toBe(5);
        const news = (await api.publicList({ type: 'news', pageSize: 50 })).data;
        expect(news?.total).toBe(5);
        expect(news?.rows.every((row) => row.type === 'news' && !row.summary.includes('<'))).toBe(true);
      }
      const publicTitles = (await anonymous().publicList({ type: 'news', pageSize: 50 })).data?.rows.map(
        (r) => r.title,
      );
      const internal = await env.handle.db.selectFrom('news').select('title').where('is_public', '=', false).execute();
      expect(internal.length).toBeGreaterThan(0);
      for (const row of internal) expect(publicTitles).not.toContain(row.title);
      const search = (await anonymous().publicList({ type: 'bulletin', title: '扬州' })).data;
      expect(search?.rows.map((row) => row.title)).toEqual(['扬州市天然气管道保护范围公示']);
    });

    it('shows a public item and refuses the others', async () => {
      const open = await env.handle.db
        .selectFrom('news')
        .select(['news_id', 'title'])
        .where('is_public', '=', true)
        .executeTakeFirstOrThrow();
      const internal = await env.handle.db
        .selectFrom('news')
        .select('news_id')
        .where('is_public', '=', false)
        .executeTakeFirstOrThrow();
      const internalBulletin = await env.handle.db
        .selectFrom('bulletin')
        .select('bulletin_id')
        .where('is_public', '=', false)
        .executeTakeFirstOrThrow();
      expect((await anonymous().publicItem('news', open.news_id)).data).toMatchObject({ title: open.title });
      await expect(anonymous().publicItem('news', internal.news_id)).rejects.toMatchObject(NOT_FOUND);
      // A login does not widen the public page.
      const { news } = await as('ent_demo');
      await expect(news.publicItem('news', internal.news_id)).rejects.toMatchObject(NOT_FOUND);
      await expect(news.publicItem('bulletin', internalBulletin.bulletin_id)).rejects.toMatchObject(NOT_FOUND);
      const bad = await raw(env.platform.url, `${DEFAULT_NOTICE_MODULE}/business/publicity/list?type=secret`, {
        method: 'GET',
      });
      expect(bad).toMatchObject({ status: 400, body: { code: 'A0400' } });
      const badItem = await raw(env.platform.url, `${DEFAULT_NOTICE_MODULE}/business/publicity/other/1`, {
        method: 'GET',
      });
      expect(badItem).toMatchObject({ status: 400, body: { code: 'A0400' } });
    });
  });
});
