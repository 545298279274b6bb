import { describe, expect, it } from 'vitest';
import { SYS_CONFIG_TEXT } from '../messages/sysConfig';
import { parameterProblem } from './parameterValue';

describe('system parameter values', () => {
  it('accepts only 0 or 1 for apiEncrypt', () => {
    expect(parameterProblem('apiEncrypt', '0')).toBeNull();
    expect(parameterProblem('apiEncrypt', '1')).toBeNull();
    expect(parameterProblem('apiEncrypt', 'yes')).toBe(SYS_CONFIG_TEXT.apiEncrypt);
  });

  it('accepts a grey-release list with a same-origin prefix, or nothing', () => {
    expect(parameterProblem('ent-grey-router', '')).toBeNull();
    expect(parameterProblem('ent-grey-router', '{"prefix":"/ent-grey","paths":["/datareporting/list"]}')).toBeNull();
    expect(parameterProblem('ent-grey-router', '{"prefix":"https://evil.example","paths":["/x"]}')).toBe(
      SYS_CONFIG_TEXT.greyRouter,
    );
    expect(parameterProblem('ent-grey-router', '/ent-grey')).toBe(SYS_CONFIG_TEXT.greyRouter);
  });

  it('checks the support phone, the moved-to address and the menu paths', () => {
    expect(parameterProblem('ent-support-phone', '025-83290000')).toBeNull();
    expect(parameterProblem('ent-support-phone', '13912345678')).toBeNull();
    expect(parameterProblem('ent-support-phone', '12345')).toBe(SYS_CONFIG_TEXT.supportPhone);
    expect(parameterProblem('ent-moved-to', 'https://new.example.cn/ent/')).toBeNull();
    expect(parameterProblem('ent-moved-to', 'javascript:alert(1)')).toBe(SYS_CONFIG_TEXT.movedTo);
    expect(parameterProblem('ent-unclickable-menus', '/zqhd,/system')).toBeNull();
    expect(parameterProblem('ent-unclickable-menus', 'zqhd')).toBe(SYS_CONFIG_TEXT.unclickableMenus);
  });

  it('keeps the identity controls within their bounds and lets other keys hold anything', () => {
    expect(parameterProblem('sys.account.lockFailures', '5')).toBeNull();
    expect(parameterProblem('sys.account.lockFailures', '0')).toBe(SYS_CONFIG_TEXT.securityNumber(1, 100));
    expect(parameterProblem('my.own.key', 'anything at all')).toBeNull();
  });
});
