import type { Bulletin, NewsRow } from '@ent/core/api';
import { NEWS_TEXT } from '@ent/core/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import NewsPage from './NewsPage';

function newsRow(newsId: number, extra: Partial<NewsRow> = {}): NewsRow {
  return {
    newsId,
    title: `资讯${newsId}`,
    category: 'policy',
    cityCode: null,
    cityName: '全省',
    source: '江苏省能源局',
    summary: '摘要文字',
    isPublic: false,
    viewCount: 3,
    publishTime: '2026-11-20 09:00:00',
    ...extra,
  };
}

const bulletin: Bulletin = {
  bulletinId: 8,
  title: '无锡市备案核查通知',
  content: '<p>请按要求办理。</p>',
  isPublic: true,
  publishTime: '2026-11-19 09:00:00',
  cityCode: '320200',
  cityName: '无锡市',
};

function setup(perms: string[]) {
  const services = createServices(window);
  services.sessionState.perms = perms;
  const list = vi.fn(async () => ({ code: '00000', data: { rows: [newsRow(1), newsRow(2)], total: 2 } }));
  const create = vi.fn(async () => ({ code: '00000', data: { newsId: 3 } }));
  const updateBulletin = vi.fn(async () => ({ code: '00000', data: null }));
  services.news = { ...services.news, list, create, updateBulletin } as unknown as typeof services.news;
  const bulletins = vi.fn(async () => ({ code: '00000', data: { rows: [bulletin], total: 1 } }));
  services.noticeApi = { ...services.noticeApi, bulletins } as unknown as typeof services.noticeApi;
  return { services, list, create, updateBulletin, bulletins };
}

const dialog = () => screen.findByRole('dialog', { hidden: true });

describe('government-enterprise news', () => {
  it('lists the news for an enterprise without management buttons', async () => {
    const { services, list } = setup(['zqhd:advice:list']);
    renderWithServices(<NewsPage />, { services });
    expect(await screen.findByText('资讯1')).toBeTruthy();
    expect(list).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
    expect(screen.queryByRole('button', { name: NEWS_TEXT.addNews })).toBeNull();
    expect(screen.queryByRole('button', { name: NEWS_TEXT.editRow('资讯1') })).toBeNull();
  });

  it('filters by city', async () => {
    const { services, list } = setup([]);
    renderWithServices(<NewsPage />, { services });
    await screen.findByText('资讯1');
    fireEvent.click(screen.getByRole('combobox', { name: NEWS_TEXT.city }));
    fireEvent.click(await screen.findByRole('option', { name: '苏州市' }));
    fireEvent.submit(screen.getByRole('form', { name: NEWS_TEXT.search }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, cityCode: '320500' }));
  });

  it('refuses to publish news without a title or text', async () => {
    const { services, create } = setup(['zqhd:news:add']);
    renderWithServices(<NewsPage />, { services });
    fireEvent.click(await screen.findByRole('button', { name: NEWS_TEXT.addNews }));
    const surface = await dialog();
    fireEvent.click(within(surface).getByRole('button', { name: NEWS_TEXT.save, hidden: true }));
    expect(await within(surface).findByText('标题不能为空')).toBeTruthy();
    expect(within(surface).getByText('正文不能为空')).toBeTruthy();
    fireEvent.change(within(surface).getByLabelText(/^来源/), { target: { value: '源'.repeat(51) } });
    fireEvent.click(within(surface).getByRole('button', { name: NEWS_TEXT.save, hidden: true }));
    expect(await within(surface).findByText('来源不能超过50个字符')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('lists bulletins in their tab and lets staff edit one', async () => {
    const { services, bulletins, updateBulletin } = setup(['zqhd:bulletin:edit']);
    renderWithServices(<NewsPage />, { services });
    await screen.findByText('资讯1');
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: NEWS_TEXT.tabs.bulletins })));
    expect(await screen.findByText('无锡市备案核查通知')).toBeTruthy();
    expect(bulletins).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
    expect(screen.getByText(NEWS_TEXT.public)).toBeTruthy();
    expect(screen.queryByRole('button', { name: NEWS_TEXT.addBulletin })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: NEWS_TEXT.editRow('无锡市备案核查通知') }));
    const surface = await dialog();
    const title = within(surface).getByLabelText(/^标题/) as HTMLInputElement;
    expect(title.value).toBe('无锡市备案核查通知');
    fireEvent.change(title, { target: { value: '无锡市备案核查通知（更正）' } });
    await act(async () => fireEvent.click(within(surface).getByRole('button', { name: NEWS_TEXT.save, hidden: true })));
    await waitFor(() =>
      expect(updateBulletin).toHaveBeenCalledWith({
        bulletinId: 8,
        title: '无锡市备案核查通知（更正）',
        cityCode: '320200',
        content: '<p>请按要求办理。</p>',
        isPublic: true,
      }),
    );
  });
});
