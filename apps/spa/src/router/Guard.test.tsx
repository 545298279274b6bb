import type { UserInfo } from '@ent/core/api';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Switch, useLocation } from 'wouter';
import { useServices } from '../state/servicesContext';
import { createServices, renderWithServices } from '../testing';
import { Guard } from './Guard';

const user = {
  typeOf: '1',
  fullName: '钱多多',
  mainstayId: 21,
  roles: ['enterprise'],
  perms: [],
} as unknown as UserInfo;

/** Stands in for /replenishCompanyInfo: saving invalidates the session and goes home, as the page does. */
function CompleteButton() {
  const { session } = useServices();
  const [, navigate] = useLocation();
  return (
    <button
      type="button"
      onClick={() => {
        session.invalidate();
        navigate('/', { replace: true });
      }}
    >
      保存
    </button>
  );
}

describe('Guard', () => {
  it('lets an enterprise that just completed its information reach the desk without a reload', async () => {
    const services = createServices(window);
    services.tokens.save('token', { jti: 'jti', expiresAt: new Date(Date.now() + 60_000) });
    let complete = false;
    vi.spyOn(services.session, 'fetchUserInfo').mockImplementation(async () => user);
    vi.spyOn(services.session, 'companyInfoComplete').mockImplementation(async () => complete);
    vi.spyOn(services.session, 'fetchRoutes').mockImplementation(async () => []);
    const { location } = renderWithServices(
      <Guard>
        <Switch>
          <Route path="/replenishCompanyInfo">
            <CompleteButton />
          </Route>
          <Route path="/">
            <p>工作台</p>
          </Route>
        </Switch>
      </Guard>,
      { services, path: '/' },
    );
    // Incomplete: the guard's decision for / sends the user to complete the information.
    await screen.findByRole('button', { name: '保存' });
    expect(location.history?.at(-1)).toBe('/replenishCompanyInfo');

    complete = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    // The decision taken for / under the old session must not fire again.
    await screen.findByText('工作台');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(services.sessionState.needsCompanyInfo).toBe(false);
  });
});
