import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../testing';
import { Pager } from './Pager';

describe('pager', () => {
  it('shows total, page size, pages and jumper, and pages forward', () => {
    const onChange = vi.fn();
    renderWithServices(<Pager total={95} pageNum={1} pageSize={20} onChange={onChange} autoScroll={false} />);
    expect(screen.getByText('共 95 条')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '每页条数' }).textContent).toContain('20条/页');
    expect(screen.getAllByRole('button', { name: /第 \d 页/ }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20 });
  });

  it('jumps to a page typed in, clamped to the last one', () => {
    const onChange = vi.fn();
    renderWithServices(<Pager total={95} pageNum={1} pageSize={20} onChange={onChange} autoScroll={false} />);
    const jump = screen.getByRole('textbox', { name: '跳转到页码' });
    fireEvent.change(jump, { target: { value: '9' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ pageNum: 5, pageSize: 20 });
  });

  it('offers sizes 10, 20, 30 and 50', async () => {
    const onChange = vi.fn();
    renderWithServices(<Pager total={95} pageNum={3} pageSize={20} onChange={onChange} autoScroll={false} />);
    fireEvent.click(screen.getByRole('combobox', { name: '每页条数' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10条/页', '20条/页', '30条/页', '50条/页']);
    fireEvent.click(options[3] as HTMLElement);
    // The first row of page 3 (row 41) is on page 1 of 50.
    expect(onChange).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 50 });
  });

  it('renders nothing for an empty list', () => {
    const { container } = renderWithServices(<Pager total={0} pageNum={1} pageSize={20} onChange={() => undefined} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
