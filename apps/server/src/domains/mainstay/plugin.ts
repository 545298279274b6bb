// The enterprise records (gov-collective mainstay), one feature in one folder: the completion
// check and staff's page of enterprises (records.ts), completing the company information
// (companyInfo.ts) and the enterprise information pages (enterpriseInfo.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import type { SmsCodes } from '../registration/smsCodes';
import { companyInfoPlugin } from './companyInfo';
import { enterpriseInfoPlugin } from './enterpriseInfo';
import { recordsPlugin } from './records';

export const mainstayPlugin: FastifyPluginAsync<{ handle: DatabaseHandle; codes: SmsCodes }> = async (app, options) => {
  await app.register(recordsPlugin, options);
  await app.register(companyInfoPlugin, options);
  await app.register(enterpriseInfoPlugin, options);
};
