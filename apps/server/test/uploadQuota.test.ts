// UPLOAD_QUOTA_MB: an enterprise's uploads together stay within the quota; the upload that would
// pass it is refused in Chinese and leaves neither a row nor a file behind.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOAD_TEXT } from '@ent/core/messages';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, usePlatform } from './support';

const pdf = (bytes: number) => new Blob([Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 32)])]);

describe('per-enterprise upload quota', () => {
  const env = usePlatform(TEST_DATABASES[0] ?? (undefined as never), { UPLOAD_QUOTA_MB: '1' });

  it('refuses the upload that would pass the quota, keeping nothing of it', async () => {
    const client = await env.login('ent_demo');
    const { db } = env.handle;
    const user = await db
      .selectFrom('app_user')
      .select('mainstay_id')
      .where('username', '=', 'ent_demo')
      .executeTakeFirstOrThrow();
    const ownFiles = async () =>
      (await db.selectFrom('upload_file').select('id').where('mainstay_id', '=', user.mainstay_id).execute()).length;
    const send = async (blob: Blob) => {
      const form = new FormData();
      form.append('file', blob, '证明.pdf');
      const response = await fetch(`${env.platform.url}/prod-api/gov-cms/api/v1/content/attr/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${client.token}` },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { code: string; msg: string } };
    };
    const uploadsDir = join(env.platform.config.dataDir, 'uploads');
    const before = await ownFiles();
    try {
      expect((await send(pdf(600 * 1024))).body.code).toBe('00000');
      const onDisk = readdirSync(uploadsDir).length;
      const refused = await send(pdf(600 * 1024));
      expect(refused.status).toBe(413);
      expect(refused.body.msg).toBe(UPLOAD_TEXT.quotaExceeded(1));
      expect(await ownFiles()).toBe(before + 1);
      expect(readdirSync(uploadsDir).length).toBe(onDisk);
    } finally {
      await db.deleteFrom('upload_file').where('mainstay_id', '=', user.mainstay_id).execute();
    }
  });
});
