// The SMS outbox (gov-system smsOutbox): the messages the default sender kept, for staff holding
// system:smsOutbox:list (README "SMS verification codes").
import { SMS_OUTBOX_ENDPOINTS as ENDPOINTS, type SmsOutboxRow, type smsOutboxPageRequest } from '@ent/core/contract';
import { formatTime } from '@ent/core/format';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { containsPattern } from '../../db/like';
import { pageOf } from '../../db/paging';
import { route } from '../../http/route';

export const smsOutboxPlugin: FastifyPluginAsync<{ handle: DatabaseHandle }> = async (app, { handle }) => {
  const page = (query: z.output<typeof smsOutboxPageRequest>) => {
    let filtered = handle.db.selectFrom('sms_outbox').select(['id', 'phone', 'scene', 'content', 'created_at']);
    if (query.phone) filtered = filtered.where('phone', 'like', containsPattern(query.phone));
    return pageOf(
      handle.db,
      filtered,
      query,
      (rows) => rows.orderBy('id', 'desc'),
      (row): SmsOutboxRow => ({
        id: row.id,
        phone: row.phone,
        scene: row.scene,
        content: row.content,
        createTime: formatTime(row.created_at),
      }),
    );
  };
  route(app, ENDPOINTS.page, async ({ body }) => page(body));
  route(app, ENDPOINTS.pageByQuery, async ({ query }) => page(query));
};
