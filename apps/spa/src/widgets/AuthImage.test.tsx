import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../testing';
import { AuthImage } from './AuthImage';

describe('image with credential', () => {
  it('fetches the image through the authenticated client and shows it from a blob URL', async () => {
    const services = createServices(window);
    const request = vi.fn(async () => ({
      code: '00000',
      data: new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }),
    }));
    services.http = { request } as unknown as typeof services.http;
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:avatar');
    renderWithServices(<AuthImage src="/gov-cms/api/v1/file/7" alt="企业营业执照" />, { services });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '企业营业执照' }).getAttribute('src')).toBe('blob:avatar'),
    );
    expect(request).toHaveBeenCalledWith({ url: '/gov-cms/api/v1/file/7', responseType: 'blob', silent: true });
    created.mockRestore();
  });

  it('says so when the image cannot be loaded', async () => {
    const services = createServices(window);
    services.http = { request: async () => false } as unknown as typeof services.http;
    renderWithServices(<AuthImage src="/gov-cms/api/v1/file/404" alt="缺失的图片" />, { services });
    await waitFor(() => expect(screen.getByRole('img', { name: '缺失的图片' }).textContent).toBe('图片加载失败'));
  });
});
