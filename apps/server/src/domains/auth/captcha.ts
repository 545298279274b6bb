// Login captchas: an SVG image drawn with glyph paths (no text to scrape), the answer kept in the
// database, single use and short-lived, so any server process can check it.
import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { DatabaseHandle } from '../../db/database';

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;

export function createCaptchaService(handle: DatabaseHandle) {
  return {
    async create(): Promise<{ img: string; verKey: string }> {
      const captcha = svgCaptcha.create({
        size: 4,
        noise: 2,
        ignoreChars: '0oO1ilI',
        color: true,
        width: 120,
        height: 40,
      });
      const verKey = randomUUID();
      await handle.db
        .insertInto('captcha')
        .values({
          ver_key: verKey,
          answer: captcha.text.toLowerCase(),
          expires_at: new Date(Date.now() + CAPTCHA_TTL_MS),
        })
        .execute();
      return { img: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`, verKey };
    },

    /** Checks an answer and spends the captcha whether or not it was right. */
    async consume(verKey: string, answer: string): Promise<boolean> {
      const row = await handle.db
        .deleteFrom('captcha')
        .where('ver_key', '=', verKey)
        .returning(['answer', 'expires_at'])
        .executeTakeFirst();
      if (!row || row.expires_at.getTime() < Date.now()) return false;
      return row.answer === answer.trim().toLowerCase();
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
