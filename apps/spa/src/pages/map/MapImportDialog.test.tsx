// 导入地图数据's help names every column the import reads (公开 and 备注 were missing from it).
import { draftsFromTable } from '@ent/core/map';
import { MAP_TEXT } from '@ent/core/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../../testing';
import { MapImportDialog } from './MapImportDialog';

describe('导入地图数据 help', () => {
  it('lists every column the import reads, 公开 and 备注 included', async () => {
    renderWithServices(<MapImportDialog onClose={() => undefined} onImported={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: MAP_TEXT.importTitle });
    const help = dialog.textContent ?? '';
    expect(help).toContain(MAP_TEXT.importColumns.isPublic);
    expect(help).toContain(MAP_TEXT.importColumns.remark);
    // Each heading the help names is one the reader takes into a row.
    const headings = Object.values(MAP_TEXT.importColumns);
    const [draft] = draftsFromTable([headings, headings.map((_, i) => `v${i}`)]);
    expect(Object.keys(draft ?? {}).filter((key) => key !== 'row')).toHaveLength(headings.length);
    for (const heading of headings) expect(help).toContain(heading);
  });
});
