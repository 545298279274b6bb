// What a job kind is handed when it runs.
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import type { SmsSender } from '../registration/sms';

export interface JobContext {
  handle: DatabaseHandle;
  sms: SmsSender;
  log: FastifyBaseLogger;
  params: Record<string, unknown>;
  now: Date;
}
