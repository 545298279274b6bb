import { describe, expect, it } from 'vitest';
import { auditParams } from './audit';

describe('operation log parameters', () => {
  it('masks mobile numbers, alone or within text, as lists of people show them', () => {
    const kept = JSON.parse(
      auditParams({
        userName: '13812341234',
        phonenumber: '13912345678',
        nested: { contactPhone: '13700001111', phones: ['13600002222'] },
        remark: '联系13500003333或025-83290000',
        count: 13812341234,
      }),
    );
    expect(kept).toEqual({
      userName: '138****1234',
      phonenumber: '139****5678',
      nested: { contactPhone: '137****1111', phones: ['136****2222'] },
      remark: '联系135****3333或025-83290000',
      count: 13812341234,
    });
  });

  it('never shows a password-like field', () => {
    const kept = auditParams({ password: 'Demo#2026', newPassword: 'x', oldPwd: 'y', smsCode: '1234', name: 'n' });
    expect(kept).not.toMatch(/Demo#2026|"x"|"y"|1234/);
    expect(JSON.parse(kept)).toEqual({
      password: '******',
      newPassword: '******',
      oldPwd: '******',
      smsCode: '******',
      name: 'n',
    });
  });
});
