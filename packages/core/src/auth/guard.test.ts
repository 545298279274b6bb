import { describe, expect, it } from 'vitest';
import { createAuthApi } from '../api/auth';
import { createMainstayApi } from '../api/mainstay';
import type { ServerRoute, UserInfo } from '../api/types';
import { ApiError, type HttpClient, type RequestOptions } from '../http/client';
import type { ApiResponse } from '../http/codes';
import { createExpiryGuard } from '../http/expiryGuard';
import type { Notice } from '../http/notifier';
import { isPublicPath } from '../routes/publicRoutes';
import { createEntranceMemory } from './entrance';
import { decideNavigation, decisionKey, type GuardContext } from './guard';
import { createSessionController, createSessionState, DEFAULT_ROLE } from './session';
import { memoryCookies, memoryStorage } from './testSupport';
import { createTokenStore, type KeyValueStore } from './tokenStore';

type Script = Record<string, (options: RequestOptions) => ApiResponse | Error>;

const baseUser: UserInfo = {
  token: 't',
  id: 2,
  username: 'ent_demo',
  fullName: '张明',
  name: '张明',
  nickname: '张明',
  nickName: '张明',
  avatar: '',
  roles: ['enterprise'],
  perms: [],
  belongName: '苏能光伏',
  belongId: 1,
  typeOf: '1',
  dept: null,
  company: '苏能光伏',
  mainstayId: 1,
  adminAccountPhone: '',
  jumpUrlObj: { DTZX: '', NYJJ: '', GGFW: '', XZNX: '', SJGX: '' },
  updateUserInfoFlag: false,
  passwordPolicy: { maxStrength: 20, mixStrength: 8, ruleComposition: '1,2,3,4', ruleCount: 3, tips: '' },
};

const routes: ServerRoute[] = [
  { path: '/majorProjectDesk', component: 'desk/majorProjectDesk', meta: { title: '台' } },
];

function setup(
  script: Script,
  options: { token?: string; grey?: GuardContext['grey']; systemRole?: string; remembered?: KeyValueStore } = {},
) {
  const calls: string[] = [];
  const notices: Notice[] = [];
  const http = {
    request: async (opts: RequestOptions) => {
      calls.push(opts.url);
      const answer = script[opts.url]?.(opts) ?? new ApiError('business', `unscripted ${opts.url}`);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as HttpClient;
  const tokens = createTokenStore({ cookies: memoryCookies(), session: memoryStorage(), isEmbedded: () => false });
  if (options.token) tokens.save(options.token, { jti: 'j', expiresAt: new Date(Date.now() + 60_000) });
  const notifier = { show: (n: Notice) => notices.push(n) };
  const state = createSessionState();
  const entrance = createEntranceMemory(options.remembered ?? memoryStorage());
  const session = createSessionController(state, {
    tokens,
    entrance,
    auth: createAuthApi(http),
    mainstay: createMainstayApi(http),
    expiry: createExpiryGuard({ notifier, logout: () => undefined }),
    systemRole: () => options.systemRole ?? null,
  });
  const ctx: GuardContext = {
    state,
    session,
    tokens,
    isPublic: (path) => isPublicPath(path),
    grey: options.grey ?? (() => null),
    notifier,
    entrance,
  };
  return { ctx, calls, notices, state, tokens, session };
}

const ok =
  <T>(data: T) =>
  () =>
    ({ code: '00000', data }) as ApiResponse;

describe('session guard (SPEC §4)', () => {
  it('lets public routes through without a token and sends the rest to /login with redirect', async () => {
    const { ctx } = setup({});
    expect(await decideNavigation({ path: '/registered' }, ctx)).toEqual({ type: 'allow' });
    expect(await decideNavigation({ path: '/redirect/user/profile' }, ctx)).toEqual({ type: 'allow' });
    expect(await decideNavigation({ path: '/dataAdministration/energyBody', search: '?a=1' }, ctx)).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2FdataAdministration%2FenergyBody%3Fa%3D1',
    });
  });

  it('sends /login with a token to /', async () => {
    const { ctx, calls } = setup({}, { token: 'tok' });
    expect(await decideNavigation({ path: '/login' }, ctx)).toEqual({ type: 'redirect', to: '/' });
    expect(calls).toEqual([]);
  });

  it('with a token and no roles loads user info, checks the enterprise, loads routes, then allows', async () => {
    const { ctx, calls, state } = setup(
      {
        '/gov-auth/api/v1/getUserInfo': ok(baseUser),
        '/gov-collective/api/v1/mainstay/judge/exist': ok(true),
        '/gov-auth/api/v1/routes': ok(routes),
      },
      { token: 'tok' },
    );
    expect(await decideNavigation({ path: '/majorProjectDesk' }, ctx)).toEqual({ type: 'allow' });
    expect(calls).toEqual([
      '/gov-auth/api/v1/getUserInfo',
      '/gov-collective/api/v1/mainstay/judge/exist',
      '/gov-auth/api/v1/routes',
    ]);
    expect(state.routes).toEqual(routes);
    expect(state.roles).toEqual(['enterprise']);
    // Loaded once: the next navigation needs no calls.
    await decideNavigation({ path: '/user/profile' }, ctx);
    expect(calls).toHaveLength(3);
  });

  it.each([
    ['updateUserInfoFlag is set', { updateUserInfoFlag: true }, true],
    ['there is no mainstayId', { mainstayId: null }, true],
    ['the enterprise information does not exist', {}, false],
  ])('goes to /replenishCompanyInfo when %s', async (_name, patch, exists) => {
    const { ctx, calls, state } = setup(
      {
        '/gov-auth/api/v1/getUserInfo': ok({ ...baseUser, ...patch }),
        '/gov-collective/api/v1/mainstay/judge/exist': ok(exists),
        '/gov-auth/api/v1/routes': ok(routes),
      },
      { token: 'tok' },
    );
    expect(await decideNavigation({ path: '/majorProjectDesk' }, ctx)).toEqual({
      type: 'redirect',
      to: '/replenishCompanyInfo',
    });
    expect(calls).not.toContain('/gov-auth/api/v1/routes');
    expect(state.needsCompanyInfo).toBe(true);
    // The completing page itself is reachable, other pages keep redirecting there.
    expect(await decideNavigation({ path: '/replenishCompanyInfo' }, ctx)).toEqual({ type: 'allow' });
    expect(await decideNavigation({ path: '/user/profile' }, ctx)).toEqual({
      type: 'redirect',
      to: '/replenishCompanyInfo',
    });
  });

  it('lets the user in once the company information is saved and the session invalidated', async () => {
    let complete = false;
    const { ctx, calls, state, session, tokens } = setup(
      {
        '/gov-auth/api/v1/getUserInfo': () => ok({ ...baseUser, updateUserInfoFlag: !complete })(),
        '/gov-collective/api/v1/mainstay/judge/exist': () => ok(complete)(),
        '/gov-auth/api/v1/routes': ok(routes),
      },
      { token: 'tok' },
    );
    expect(await decideNavigation({ path: '/' }, ctx)).toEqual({ type: 'redirect', to: '/replenishCompanyInfo' });
    const keyBefore = decisionKey({ path: '/' }, state);
    // The completing page saved the information: the session is loaded afresh, token kept.
    complete = true;
    session.invalidate();
    // The decision kept for / belongs to the old session: a caller holding it must decide again.
    expect(decisionKey({ path: '/' }, state)).not.toBe(keyBefore);
    expect(state.user).toBeNull();
    expect(tokens.getToken()).toBe('tok');
    expect(await decideNavigation({ path: '/' }, ctx)).toEqual({ type: 'allow' });
    expect(state.needsCompanyInfo).toBe(false);
    expect(state.routes).toEqual(routes);
    expect(decisionKey({ path: '/' }, state)).not.toBe(keyBefore);
    expect(calls.filter((url) => url === '/gov-auth/api/v1/getUserInfo')).toHaveLength(2);
  });

  it('publishes the user only once the enterprise check and routes are known', async () => {
    const seen: Array<unknown> = [];
    const holder: { state?: ReturnType<typeof createSessionState> } = {};
    const { ctx, state } = setup(
      {
        '/gov-auth/api/v1/getUserInfo': ok(baseUser),
        '/gov-collective/api/v1/mainstay/judge/exist': () => {
          seen.push(holder.state?.user);
          return { code: '00000', data: false };
        },
      },
      { token: 'tok' },
    );
    holder.state = state;
    expect(await decideNavigation({ path: '/majorProjectDesk' }, ctx)).toEqual({
      type: 'redirect',
      to: '/replenishCompanyInfo',
    });
    expect(seen).toEqual([null]);
    expect(state.user?.username).toBe('ent_demo');
  });

  it('does not check enterprise information for government staff', async () => {
    const { ctx, calls } = setup(
      {
        '/gov-auth/api/v1/getUserInfo': ok({ ...baseUser, typeOf: '2', mainstayId: null }),
        '/gov-auth/api/v1/routes': ok(routes),
      },
      { token: 'tok' },
    );
    expect(await decideNavigation({ path: '/system/user' }, ctx)).toEqual({ type: 'allow' });
    expect(calls).toEqual(['/gov-auth/api/v1/getUserInfo', '/gov-auth/api/v1/routes']);
  });

  it('sends a browser where staff last logged in to /loginchief once the token is gone', async () => {
    const remembered = memoryStorage();
    const staff = setup(
      {
        '/gov-auth/api/v1/getUserInfo': ok({ ...baseUser, typeOf: '2', mainstayId: null }),
        '/gov-auth/api/v1/routes': ok(routes),
      },
      { token: 'tok', remembered },
    );
    expect(await decideNavigation({ path: '/system/user' }, staff.ctx)).toEqual({ type: 'allow' });
    // A later page load: the session has ended, the user cannot be loaded, only the entrance is known.
    const { ctx } = setup({}, { remembered });
    expect(await decideNavigation({ path: '/system/user', search: '?a=1' }, ctx)).toEqual({
      type: 'redirect',
      to: '/loginchief?redirect=%2Fsystem%2Fuser%3Fa%3D1',
    });
  });

  it('gives ROLE_DEFAULT to a user without roles', async () => {
    const { ctx, state } = setup(
      {
        '/gov-auth/api/v1/getUserInfo': ok({ ...baseUser, roles: [] }),
        '/gov-collective/api/v1/mainstay/judge/exist': ok(true),
        '/gov-auth/api/v1/routes': ok(routes),
      },
      { token: 'tok' },
    );
    await decideNavigation({ path: '/x' }, ctx);
    expect(state.roles).toEqual([DEFAULT_ROLE]);
  });

  it('uses getRoutesByRole when a system role was passed', async () => {
    let body: unknown;
    const { ctx, calls } = setup(
      {
        '/gov-auth/api/v1/getUserInfo': ok(baseUser),
        '/gov-collective/api/v1/mainstay/judge/exist': ok(true),
        '/gov-auth/api/v1/getRoutesByRole': (opts) => {
          body = opts.data;
          return { code: '00000', data: routes };
        },
      },
      { token: 'tok', systemRole: 'newEnergy' },
    );
    expect(await decideNavigation({ path: '/x' }, ctx)).toEqual({ type: 'allow' });
    expect(calls).toContain('/gov-auth/api/v1/getRoutesByRole');
    expect(body).toMatchObject({ roleCode: 'newEnergy' });
  });

  it('clears the session and goes to / when user info fails', async () => {
    const { ctx, tokens, notices } = setup(
      { '/gov-auth/api/v1/getUserInfo': () => new TypeError('boom') },
      { token: 'tok' },
    );
    expect(await decideNavigation({ path: '/x' }, ctx)).toEqual({ type: 'redirect', to: '/' });
    expect(tokens.getToken()).toBeUndefined();
    expect(notices).toEqual([expect.objectContaining({ text: 'boom' })]);
  });

  it('logs out (revoking the token), shows the error and goes to / when routes fail', async () => {
    const { ctx, calls, tokens, notices } = setup(
      {
        '/gov-auth/api/v1/getUserInfo': ok(baseUser),
        '/gov-collective/api/v1/mainstay/judge/exist': ok(true),
        '/gov-auth/api/v1/routes': () => new RangeError('路由加载失败'),
        '/gov-auth/oauth/logout': ok(null),
      },
      { token: 'tok' },
    );
    expect(await decideNavigation({ path: '/x' }, ctx)).toEqual({ type: 'redirect', to: '/' });
    expect(calls).toContain('/gov-auth/oauth/logout');
    expect(tokens.getToken()).toBeUndefined();
    expect(notices.map((n) => n.text)).toEqual(['路由加载失败']);
  });

  it('does not repeat a message the HTTP client already showed', async () => {
    const { ctx, notices } = setup(
      { '/gov-auth/api/v1/getUserInfo': () => new ApiError('network', '后端接口连接异常') },
      { token: 'tok' },
    );
    await decideNavigation({ path: '/x' }, ctx);
    expect(notices).toEqual([]);
  });

  it('sends grey-release paths to the alternate prefix before anything else', async () => {
    const { ctx } = setup({}, { grey: () => ({ prefix: '/ent-grey', paths: ['/datareporting/list'] }) });
    expect(await decideNavigation({ path: '/datareporting/list', search: '?a=1' }, ctx)).toEqual({
      type: 'leave',
      url: '/ent-grey/datareporting/list?a=1',
    });
  });
});
