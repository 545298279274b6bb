// /system/gen (tool/gen/index), 代码生成: the imported tables, searched by name and description.
// 导入 brings in the platform's business tables, 创建 reads pasted CREATE TABLE text; each row is
// previewed, edited on /gen/edit/{tableId}, synchronised with the database (business tables),
// deleted, or made into a form definition draft (生成表单) that opens in 表单定义.
import type { GenTableRow } from '@ent/core/api';
import { GEN_PERMISSIONS } from '@ent/core/contract';
import { enumeration, GEN_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import { Badge, Body1, makeStyles, tokens } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowImportRegular,
  ArrowSyncRegular,
  DocumentTableRegular,
  EditRegular,
  EyeRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { TextFilter } from '../../../widgets/list/filters';
import { RemoveRowButton, RemoveSelectedButton, RowButton, ToolbarButton } from '../../../widgets/list/ListActions';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useConfirmedRemove } from '../../../widgets/list/useConfirmedRemove';
import { useList } from '../../../widgets/list/useList';
import { CreateTableDialog } from './CreateTableDialog';
import { type GenPreviewContent, GenPreviewDialog } from './GenPreviewDialog';
import { ImportTableDialog } from './ImportTableDialog';

const useStyles = makeStyles({ hint: { color: tokens.colorNeutralForeground3 } });

interface Filters {
  tableName: string;
  tableComment: string;
}

const EMPTY: Filters = { tableName: '', tableComment: '' };
const T = GEN_TEXT;
const P = GEN_PERMISSIONS;

/** Where 表单定义 opens a definition (its preview) by id. */
const formDefinitionPath = (id: number) => `/system/form?definitionId=${id}`;

export default function GenPage() {
  const { genApi, notifier, dialogs } = useServices();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<'import' | 'create' | null>(null);
  const [preview, setPreview] = useState<GenPreviewContent | null>(null);
  const { list, state } = useList<GenTableRow, Filters, number>({
    empty: EMPTY,
    key: (row) => row.tableId,
    load: async ({ filters, pageNum, pageSize }) => (await genApi.list({ pageNum, pageSize, ...filters })).data,
  });
  const remove = useConfirmedRemove(list, {
    title: WIDGET_TEXT.confirmTitle,
    text: (rows) => T.confirmRemove(enumeration(rows.map((row) => row.tableName))),
    remove: (rows) => genApi.remove(rows.map((row) => row.tableId)),
    done: T.removed,
  });

  const columns: ListColumn<GenTableRow>[] = [
    { key: 'tableName', label: T.tableName, nowrap: true, render: (row) => row.tableName },
    { key: 'tableComment', label: T.tableComment, render: (row) => row.tableComment },
    { key: 'formTitle', label: T.formTitle, render: (row) => row.formTitle },
    {
      key: 'source',
      label: T.source,
      nowrap: true,
      render: (row) => (
        <Badge appearance="tint" color={row.source === 'db' ? 'brand' : 'informative'}>
          {T.sources[row.source]}
        </Badge>
      ),
    },
    { key: 'createTime', label: T.createTime, nowrap: true, render: (row) => row.createTime },
    { key: 'updateTime', label: T.updateTime, nowrap: true, render: (row) => row.updateTime },
  ];

  const showPreview = async (row: GenTableRow) => {
    const { data } = await genApi.preview(row.tableId);
    if (data) setPreview({ title: data.title, content: data.content });
  };

  const sync = async (row: GenTableRow) => {
    if (!(await dialogs.ask({ title: WIDGET_TEXT.confirmTitle, text: T.syncConfirm(row.tableName) }))) return;
    const { data } = await genApi.synchDb(row.tableName);
    if (data) notifier.show({ type: 'success', text: T.synced });
    await list.reload();
  };

  const generate = async (row: GenTableRow) => {
    const { data } = await genApi.genForm(row.tableId);
    if (!data) return;
    notifier.show({ type: 'success', text: T.generated(data.title, data.version) });
    navigate(formDefinitionPath(data.definitionId));
  };

  const closeDialog = () => setDialog(null);
  const done = () => {
    setDialog(null);
    void list.reload();
  };

  return (
    <>
      <ListPage
        title={T.title}
        intro={<Body1 className={styles.hint}>{T.intro}</Body1>}
        list={list}
        state={state}
        searchFields={
          <>
            <TextFilter list={list} filters={state.filters} name="tableName" label={T.tableName} />
            <TextFilter list={list} filters={state.filters} name="tableComment" label={T.tableComment} />
          </>
        }
        actions={
          <>
            <ToolbarButton perm={P.import} primary icon={<ArrowImportRegular />} onClick={() => setDialog('import')}>
              {T.import}
            </ToolbarButton>
            <ToolbarButton perm={P.import} icon={<AddRegular />} onClick={() => setDialog('create')}>
              {T.create}
            </ToolbarButton>
            <RemoveSelectedButton
              perm={P.remove}
              selected={state.selected.length}
              onClick={() => void remove(list.selectedRows())}
            />
          </>
        }
        columns={columns}
        rowKey={(row) => row.tableId}
        selection={{ all: T.selectAll, row: (row) => T.selectRow(row.tableName) }}
        rowActions={(row) => (
          <>
            <RowButton
              perm={P.preview}
              icon={<EyeRegular />}
              label={T.preview}
              name={T.previewOf(row.tableName)}
              onClick={() => void showPreview(row)}
            />
            <RowButton
              perm={P.edit}
              icon={<EditRegular />}
              label={T.edit}
              name={T.editOf(row.tableName)}
              onClick={() => navigate(`/gen/edit/${row.tableId}`)}
            />
            <RemoveRowButton perm={P.remove} row={row.tableName} onClick={() => void remove([row])} />
            {row.source === 'db' ? (
              <RowButton
                perm={P.edit}
                icon={<ArrowSyncRegular />}
                label={T.sync}
                name={T.syncOf(row.tableName)}
                onClick={() => void sync(row)}
              />
            ) : null}
            <RowButton
              perm={P.code}
              icon={<DocumentTableRegular />}
              label={T.generate}
              name={T.generateOf(row.tableName)}
              onClick={() => void generate(row)}
            />
          </>
        )}
        empty={T.empty}
      />
      {dialog === 'import' ? <ImportTableDialog onClose={closeDialog} onImported={done} /> : null}
      {dialog === 'create' ? <CreateTableDialog onClose={closeDialog} onCreated={done} /> : null}
      {preview ? <GenPreviewDialog preview={preview} onClose={() => setPreview(null)} /> : null}
    </>
  );
}
