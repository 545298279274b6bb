// The outbox sender keeps the whole message for the outbox page, but its log line never carries
// the code: logs are read by more people than the outbox.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createOutboxSender, maskCodes } from '../src/domains/registration/sms';
import { TEST_DATABASES, usePlatform } from './support';

describe('SMS codes in logs', () => {
  it('masks every code in a message and leaves the words', () => {
    expect(maskCodes('【江苏能源】您的验证码为123456，5分钟内有效。')).toBe(
      '【江苏能源】您的验证码为******，5分钟内有效。',
    );
  });

  const env = usePlatform(TEST_DATABASES[0] ?? (undefined as never));

  it('keeps the message in the outbox and logs it with the code masked', async () => {
    const database = env.handle;
    try {
      const lines: unknown[] = [];
      const log = { info: (object: unknown) => lines.push(object) } as unknown as FastifyBaseLogger;
      const sender = createOutboxSender(database, log);
      await sender.send({
        phone: '13900001111',
        scene: 'register',
        code: '654321',
        expiresInMinutes: 5,
        content: '您的验证码为654321',
      });
      expect(JSON.stringify(lines)).not.toContain('654321');
      expect(JSON.stringify(lines)).toContain('******');
      const kept = await database.db
        .selectFrom('sms_outbox')
        .select('content')
        .where('phone', '=', '13900001111')
        .executeTakeFirstOrThrow();
      expect(kept.content).toBe('您的验证码为654321');
    } finally {
      await database.db.deleteFrom('sms_outbox').where('phone', '=', '13900001111').execute();
    }
  });
});
