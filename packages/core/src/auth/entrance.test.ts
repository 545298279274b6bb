import { describe, expect, it } from 'vitest';
import { USER_TYPE } from '../api/types';
import { createEntranceMemory, loginReturningTo } from './entrance';
import { memoryStorage } from './testSupport';

describe('entrance memory', () => {
  it("answers the account's own entrance, else the last one remembered, else the enterprise one", () => {
    const entrance = createEntranceMemory(memoryStorage());
    expect(entrance.loginPath()).toBe('/login');
    entrance.remember(USER_TYPE.government);
    expect(entrance.loginPath()).toBe('/loginchief');
    expect(entrance.loginPath(USER_TYPE.enterprise)).toBe('/login');
    entrance.remember(USER_TYPE.enterprise);
    expect(entrance.loginPath()).toBe('/login');
  });

  it('leads back to a page of the platform, never to a login page or another site', () => {
    expect(loginReturningTo('/loginchief', '/system/user?pageNum=2')).toBe(
      '/loginchief?redirect=%2Fsystem%2Fuser%3FpageNum%3D2',
    );
    expect(loginReturningTo('/login', '/login?redirect=%2Fx')).toBe('/login');
    expect(loginReturningTo('/login', '//evil.example')).toBe('/login');
  });
});
