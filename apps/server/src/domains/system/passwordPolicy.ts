import type { PasswordPolicy } from '@ent/core/api';
import type { DatabaseHandle } from '../../db/database';

export async function readPasswordPolicy(handle: DatabaseHandle): Promise<PasswordPolicy> {
  const row = await handle.db.selectFrom('password_policy').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  return {
    maxStrength: row.max_strength,
    mixStrength: row.mix_strength,
    ruleComposition: row.rule_composition,
    ruleCount: row.rule_count,
    tips: row.tips,
  };
}
