import type { ColumnEntry } from '@ent/core/shell';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../testing';
import { TableToolbar } from './TableToolbar';

function Harness({ onToggle, onRefresh }: { onToggle: () => void; onRefresh: () => void }) {
  const [columns, setColumns] = useState<ColumnEntry[]>([
    { key: 'name', label: '名称', visible: true },
    { key: 'type', label: '类型', visible: true },
    { key: 'time', label: '时间', visible: false },
  ]);
  return (
    <>
      <TableToolbar
        showSearch
        onToggleSearch={onToggle}
        onRefresh={onRefresh}
        columns={columns}
        onColumnsChange={setColumns}
      />
      <output>
        {columns
          .filter((c) => c.visible)
          .map((c) => c.key)
          .join(',')}
      </output>
    </>
  );
}

describe('table toolbar', () => {
  it('toggles the search panel and refreshes', () => {
    const onToggle = vi.fn();
    const onRefresh = vi.fn();
    renderWithServices(<Harness onToggle={onToggle} onRefresh={onRefresh} />);
    fireEvent.click(screen.getByRole('button', { name: '隐藏搜索' }));
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('moves columns between the 显示 and 隐藏 lists of the 显示/隐藏 dialog', async () => {
    renderWithServices(<Harness onToggle={() => undefined} onRefresh={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: '显隐列' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('显示/隐藏')).toBeTruthy();
    const shown = within(dialog).getByRole('group', { name: '显示' });
    const hidden = within(dialog).getByRole('group', { name: '隐藏' });
    const labels = (list: HTMLElement) =>
      within(list)
        .getAllByRole('checkbox')
        .map((box) => document.querySelector(`label[for="${box.id}"]`)?.textContent);
    expect(labels(shown)).toEqual(['名称', '类型']);
    expect(labels(hidden)).toEqual(['时间']);
    fireEvent.click(within(shown).getByRole('checkbox', { name: '类型' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '移到隐藏' }));
    expect(screen.getByRole('status').textContent).toBe('name');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '时间' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '移到显示' }));
    expect(screen.getByRole('status').textContent).toBe('name,time');
  });
});
