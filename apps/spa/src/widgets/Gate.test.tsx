import { PERMISSION_TEXT } from '@ent/core/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../testing';
import { HasPermission, HasRole } from './Gate';

function setup(roles: string[], perms: string[], ui: React.ReactNode) {
  const services = createServices(window);
  services.sessionState.roles = roles;
  services.sessionState.perms = perms;
  return renderWithServices(ui, { services });
}

describe('permission gates', () => {
  it('keeps the element for a holder of a listed role or permission and removes it otherwise', () => {
    setup(
      ['enterprise'],
      ['energyBody:list'],
      <>
        <HasRole roles={['enterprise']}>
          <span>企业可见</span>
        </HasRole>
        <HasRole roles={['gov']}>
          <span>政府可见</span>
        </HasRole>
        <HasPermission perms={['energyBody:list']}>
          <span>可查看设施</span>
        </HasPermission>
        <HasPermission perms={['system:user:list']}>
          <span>可管理用户</span>
        </HasPermission>
      </>,
    );
    expect(screen.queryByText('企业可见')).toBeTruthy();
    expect(screen.queryByText('政府可见')).toBeNull();
    expect(screen.queryByText('可查看设施')).toBeTruthy();
    expect(screen.queryByText('可管理用户')).toBeNull();
  });

  it('lets admin and *:*:* through everything', () => {
    setup(
      ['admin'],
      ['*:*:*'],
      <>
        <HasRole roles={['gov']}>
          <span>政府可见</span>
        </HasRole>
        <HasPermission perms={['system:user:list']}>
          <span>可管理用户</span>
        </HasPermission>
      </>,
    );
    expect(screen.queryByText('政府可见')).toBeTruthy();
    expect(screen.queryByText('可管理用户')).toBeTruthy();
  });

  it('throws the SPEC message when given no list', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => setup(['admin'], [], <HasRole roles={[]}>x</HasRole>)).toThrow(PERMISSION_TEXT.roleMissing);
    expect(() => setup([], ['*:*:*'], <HasPermission perms={[]}>x</HasPermission>)).toThrow(
      PERMISSION_TEXT.permissionMissing,
    );
    quiet.mockRestore();
  });
});
