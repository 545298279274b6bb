import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHELL_PARAMETERS } from '../services';
import { createServices, renderWithServices } from '../testing';
import { MovedNotice } from './MovedNotice';

function setup(target: string) {
  const services = createServices(window);
  services.platform.parameters[SHELL_PARAMETERS.movedTo] = { code: '00000', data: target };
  return renderWithServices(<MovedNotice />, { services });
}

describe('platform moved notice', () => {
  it('announces the new address with a jump button until dismissed for the session', () => {
    setup('https://new.example.gov.cn/ent/');
    expect(screen.getByText(/平台访问地址已迁移至新地址：https:\/\/new\.example\.gov\.cn\/ent\//)).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即前往' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    expect(screen.queryByRole('button', { name: '立即前往' })).toBeNull();
    setup('https://new.example.gov.cn/ent/');
    expect(screen.queryByRole('button', { name: '立即前往' })).toBeNull();
  });

  it('shows nothing without an address or for one that is not http(s)', () => {
    setup('');
    setup('javascript:alert(1)');
    expect(screen.queryByRole('button', { name: '立即前往' })).toBeNull();
  });
});
