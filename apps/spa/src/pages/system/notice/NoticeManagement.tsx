// Government staff's notice management: search, list with pager and table toolbar, add, edit,
// delete and the two exports (form-encoded download, file export).
import type { ManagedNotice } from '@ent/core/api';
import { DOMAIN_TEXT, NOTICE_PAGE_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import { Button } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { downloadExport, downloadForm } from '../../../widgets/download';
import { HasPermission } from '../../../widgets/Gate';
import { ChoiceFilter, TextFilter } from '../../../widgets/list/filters';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useConfirmedRemove } from '../../../widgets/list/useConfirmedRemove';
import { useList } from '../../../widgets/list/useList';
import { NoticeEditor } from './NoticeEditor';

interface Filters {
  noticeTitle: string;
  noticeType: '' | '1' | '2';
}

const T = NOTICE_PAGE_TEXT;
const COLUMNS: ListColumn<ManagedNotice>[] = [
  { key: 'noticeId', label: T.noticeId, render: (row) => row.noticeId },
  { key: 'noticeTitle', label: T.noticeTitle, render: (row) => row.noticeTitle },
  { key: 'noticeType', label: T.noticeType, render: (row) => DOMAIN_TEXT.noticeTypes[row.noticeType] },
  { key: 'recipients', label: T.recipients, render: (row) => row.recipients },
  { key: 'readCount', label: T.readCount, render: (row) => row.readCount },
  { key: 'handledCount', label: T.handledCount, render: (row) => row.handledCount, hidden: true },
  { key: 'createBy', label: T.createBy, render: (row) => row.createBy },
  { key: 'createTime', label: T.createTime, render: (row) => row.createTime, nowrap: true },
];

/** The applied filters as the server's query (empty ones left out). */
const queryOf = (filters: Filters) => ({
  ...(filters.noticeTitle.trim() ? { noticeTitle: filters.noticeTitle.trim() } : {}),
  ...(filters.noticeType ? { noticeType: filters.noticeType } : {}),
});

export default function NoticeManagement() {
  const { noticeApi, http, notifier } = useServices();
  const size = useControlSize();
  // undefined: no dialog; null: adding; a notice: editing it.
  const [editing, setEditing] = useState<ManagedNotice | null | undefined>(undefined);
  const { list, state } = useList<ManagedNotice, Filters, number>({
    empty: { noticeTitle: '', noticeType: '' },
    key: (row) => row.noticeId,
    load: async ({ filters, pageNum, pageSize }) =>
      (await noticeApi.list({ pageNum, pageSize, ...queryOf(filters) })).data,
  });
  const remove = useConfirmedRemove(list, {
    title: WIDGET_TEXT.confirmTitle,
    text: (rows) => T.confirmRemove(rows.map((row) => row.noticeId).join(',')),
    remove: (rows) => noticeApi.remove(rows.map((row) => row.noticeId)),
    done: T.removed,
  });

  const exportForm = async () => {
    const saved = await downloadForm(
      http,
      noticeApi.exportPath,
      { noticeTitle: '', noticeType: '', ...queryOf(state.applied) },
      `notice_${Date.now()}.xlsx`,
    );
    if (!saved) notifier.show({ type: 'error', text: T.exportFailed });
  };
  const exportFile = async () => {
    const response = await noticeApi.exportFile(queryOf(state.applied)).catch(() => null);
    if (response?.data) downloadExport(response.data);
  };

  return (
    <>
      <ListPage
        title={T.title}
        list={list}
        state={state}
        searchFields={
          <>
            <TextFilter list={list} filters={state.filters} name="noticeTitle" label={T.noticeTitle} />
            <ChoiceFilter
              label={T.noticeType}
              value={state.filters.noticeType}
              options={(['1', '2'] as const).map((type) => [type, DOMAIN_TEXT.noticeTypes[type]] as const)}
              allLabel={T.all}
              onChange={(noticeType) => list.setFilters({ noticeType })}
            />
          </>
        }
        actions={
          <>
            <HasPermission perms={['system:notice:add']}>
              <Button size={size} appearance="primary" icon={<AddRegular />} onClick={() => setEditing(null)}>
                {T.add}
              </Button>
            </HasPermission>
            <HasPermission perms={['system:notice:remove']}>
              <Button
                size={size}
                icon={<DeleteRegular />}
                disabled={state.selected.length === 0}
                onClick={() => void remove(list.selectedRows())}
              >
                {T.remove}
              </Button>
            </HasPermission>
            <HasPermission perms={['system:notice:export']}>
              <Button size={size} icon={<ArrowDownloadRegular />} onClick={() => void exportForm()}>
                {T.export}
              </Button>
              <Button size={size} icon={<ArrowDownloadRegular />} onClick={() => void exportFile()}>
                {T.exportFile}
              </Button>
            </HasPermission>
          </>
        }
        columns={COLUMNS}
        rowKey={(row) => row.noticeId}
        selection={{ all: T.selectAll, row: (row) => T.selectRow(row.noticeTitle) }}
        actionsLabel={T.actions}
        rowActions={(row) => (
          <>
            <HasPermission perms={['system:notice:edit']}>
              <Button
                size="small"
                appearance="transparent"
                icon={<EditRegular />}
                aria-label={`${T.edit} ${row.noticeTitle}`}
                onClick={() => setEditing(row)}
              >
                {T.edit}
              </Button>
            </HasPermission>
            <HasPermission perms={['system:notice:remove']}>
              <Button
                size="small"
                appearance="transparent"
                icon={<DeleteRegular />}
                aria-label={`${T.remove} ${row.noticeTitle}`}
                onClick={() => void remove([row])}
              >
                {T.remove}
              </Button>
            </HasPermission>
          </>
        )}
        empty={WIDGET_TEXT.noData}
      />
      {editing !== undefined ? (
        <NoticeEditor
          notice={editing}
          onClose={(saved) => {
            setEditing(undefined);
            if (saved) void list.reload();
          }}
        />
      ) : null}
    </>
  );
}
