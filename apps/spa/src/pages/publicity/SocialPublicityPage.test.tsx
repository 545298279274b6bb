import { PUBLICITY_TEXT } from '@ent/core/messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../testing';
import SocialPublicityPage from './SocialPublicityPage';

function setup() {
  const services = createServices(window);
  const publicList = vi.fn(async (query: { type: string }) => ({
    code: '00000',
    data: {
      rows: [
        {
          type: query.type,
          id: 4,
          title: query.type === 'news' ? '公开资讯' : '公开公告',
          cityName: '扬州市',
          summary: '<b>不是标记</b>',
          publishTime: '2026-11-18 09:00:00',
        },
      ],
      total: 1,
    },
  }));
  services.news = { ...services.news, publicList } as unknown as typeof services.news;
  return { services, publicList };
}

describe('the public notice page', () => {
  it('lists public bulletins first and switches to public news, showing summaries as text', async () => {
    const { services, publicList } = setup();
    renderWithServices(<SocialPublicityPage />, { services });
    expect(await screen.findByText('公开公告')).toBeTruthy();
    expect(publicList).toHaveBeenCalledWith({ type: 'bulletin', pageNum: 1, pageSize: 20 });
    expect(screen.getByText('<b>不是标记</b>')).toBeTruthy();
    expect(screen.getByRole('button', { name: PUBLICITY_TEXT.login })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(PUBLICITY_TEXT.keyword), { target: { value: ' 扬州 ' } });
    fireEvent.submit(screen.getByRole('form', { name: PUBLICITY_TEXT.search }));
    await waitFor(() =>
      expect(publicList).toHaveBeenLastCalledWith({ type: 'bulletin', pageNum: 1, pageSize: 20, title: '扬州' }),
    );
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: PUBLICITY_TEXT.tabs.news })));
    expect(await screen.findByText('公开资讯')).toBeTruthy();
    expect(publicList).toHaveBeenLastCalledWith({ type: 'news', pageNum: 1, pageSize: 20 });
  });
});
