// 岗位管理 over real HTTP: the seeded posts, add, change, export, and the refusals: a duplicate code
// or name, deleting a post still held (nothing of the batch deleted), callers outside the duty.
import { createPostApi } from '@ent/core/api';
import { POST_TEXT } from '@ent/core/messages';
import { describe, expect, it } from 'vitest';
import { failure, staffAccount } from './orgSupport';
import { TEST_DATABASES, usePlatform } from './support';

describe.each(TEST_DATABASES)('posts on $name', (database) => {
  const env = usePlatform(database);
  const postOf = async (username = 'admin') => createPostApi((await env.login(username)).http);

  it('adds, changes, lists, exports and deletes posts, never one still held', async () => {
    const post = await postOf();
    const seeded = (await post.list({ pageSize: 50 })).data;
    expect(seeded?.total).toBeGreaterThan(0);
    const added = (await post.add({ postCode: 'tester', postName: '测试岗', postSort: 9 })).data;
    const spare = (await post.add({ postCode: 'spare', postName: '备用岗', postSort: 10 })).data;
    const holder = await staffAccount(env, 'post_holder', []);
    try {
      expect(added).toMatchObject({ postCode: 'tester', status: '0' });
      expect((await failure(post.add({ postCode: 'TESTER', postName: '别的', postSort: 1 }))).message).toBe(
        POST_TEXT.codeTaken('TESTER'),
      );
      expect((await failure(post.add({ postCode: 'other', postName: '测试岗', postSort: 1 }))).message).toBe(
        POST_TEXT.nameTaken('测试岗'),
      );
      expect((await failure(post.add({ postCode: 'bad code', postName: '坏', postSort: 1 }))).message).toContain(
        POST_TEXT.codeFormat,
      );
      const changed = (
        await post.update({
          postId: added?.postId ?? 0,
          postCode: 'tester',
          postName: '测试岗',
          postSort: 9,
          status: '1',
        })
      ).data;
      expect(changed?.status).toBe('1');
      expect((await post.list({ postName: '测试', status: '1' })).data?.rows.map((row) => row.postCode)).toEqual([
        'tester',
      ]);
      expect((await post.options()).data?.some((option) => option.postId === added?.postId)).toBe(true);
      expect((await post.exportFile({ postCode: 'tester' })).data).toMatch(/岗位\.xlsx$/);

      await env.handle.db
        .insertInto('user_post')
        .values({ user_id: holder.id, post_id: added?.postId ?? 0 })
        .execute();
      const refused = await failure(post.remove([spare?.postId ?? 0, added?.postId ?? 0]));
      expect(refused.message).toBe(POST_TEXT.held('测试岗'));
      expect((await post.get(spare?.postId ?? 0)).data?.postCode).toBe('spare');
      await env.handle.db.deleteFrom('user_post').where('user_id', '=', holder.id).execute();
      expect((await post.remove([spare?.postId ?? 0, added?.postId ?? 0])).data).toBe(2);
      expect((await failure(post.get(added?.postId ?? 0))).code).toBe('404');
    } finally {
      await holder.remove();
      await env.handle.db.deleteFrom('post').where('code', 'in', ['tester', 'spare']).execute();
    }
  });

  it('is the system administrator’s: enterprise users, the audit and the security administrator are refused', async () => {
    const auditor = await staffAccount(env, 'post_auditor', ['auditadmin']);
    const security = await staffAccount(env, 'post_security', ['secadmin']);
    const sysadmin = await staffAccount(env, 'post_sysadmin', ['sysadmin']);
    try {
      expect((await createPostApi(sysadmin.client.http).list({})).data?.total).toBeGreaterThan(0);
      for (const client of [auditor.client, security.client, await env.login('ent_demo')]) {
        const api = createPostApi(client.http);
        expect((await failure(api.list({}))).code).toBe('403');
        expect((await failure(api.add({ postCode: 'x1', postName: '越权', postSort: 1 }))).code).toBe('403');
        expect((await failure(api.exportFile({}))).code).toBe('403');
      }
      expect((await failure(createPostApi((await env.login('ent_demo')).http).options())).code).toBe('403');
    } finally {
      await auditor.remove();
      await security.remove();
      await sysadmin.remove();
    }
  });
});
