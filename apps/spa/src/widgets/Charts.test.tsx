import { WIDGET_TEXT } from '@ent/core/messages';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './Charts';

describe('desk charts', () => {
  it('draws a bar per point with its data as a table', () => {
    render(<BarChart title="项目备案状态" points={[{ label: '草稿', value: 2 }]} />);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByRole('rowheader', { name: '草稿' })).toBeTruthy();
    expect(within(figure).queryByText(WIDGET_TEXT.noData)).toBeNull();
  });

  it('says there is nothing to show instead of an empty box', () => {
    render(<BarChart title="项目备案状态" points={[]} />);
    expect(within(screen.getByRole('figure')).getByText(WIDGET_TEXT.noData)).toBeTruthy();
  });
});
