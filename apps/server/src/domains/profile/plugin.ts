// The personal pages' service (gov-user base-account), one concept per file: the personal center
// (account.ts) and the password change (passwordChange.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import type { TokenService } from '../auth/tokens';
import { accountPlugin } from './account';
import { passwordChangePlugin } from './passwordChange';

export const profilePlugin: FastifyPluginAsync<{ handle: DatabaseHandle; tokens: TokenService }> = async (
  app,
  options,
) => {
  await app.register(accountPlugin, options);
  await app.register(passwordChangePlugin, options);
};
