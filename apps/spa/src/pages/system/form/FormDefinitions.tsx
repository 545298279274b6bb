// Government staff's 表单定义 (system/form/index): every version of every dynamic form. A version is
// imported from the form generator's JSON as a draft (新版本 starts from a row's content and key),
// previewed with the renderer, published, retired, deleted while a draft, and assigned to
// enterprises as report tasks (下发). The input rules live in core (forms/importDefinition); the
// dialogs are their own modules beside this one. `?definitionId=` opens that version's preview with
// the list searched by its title (代码生成's 生成表单 lands here with its new draft).
import type { FormDefinitionInfo } from '@ent/core/api';
import { definitionText, normalizeDefinition } from '@ent/core/forms';
import { DEFINITION_TEXT } from '@ent/core/messages';
import { Badge, Button } from '@fluentui/react-components';
import {
  AddRegular,
  CheckmarkCircleRegular,
  DeleteRegular,
  DocumentCopyRegular,
  EyeRegular,
  ProhibitedRegular,
  SendRegular,
} from '@fluentui/react-icons';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { usePageFrame } from '../../../state/pageFrame';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { HasPermission } from '../../../widgets/Gate';
import { TextFilter } from '../../../widgets/list/filters';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useList } from '../../../widgets/list/useList';
import { AssignDialog } from './AssignDialog';
import { fetchContent } from './definitionDialogs';
import { ImportDialog, type ImportSeed } from './ImportDialog';
import { PreviewDialog } from './PreviewDialog';

const STATUS_COLOR = { draft: 'warning', published: 'success', retired: 'subtle' } as const;

const C = DEFINITION_TEXT.columns;
const COLUMNS: ListColumn<FormDefinitionInfo>[] = [
  { key: 'id', label: C.id, render: (row) => row.id, nowrap: true },
  { key: 'title', label: C.title, render: (row) => row.title },
  { key: 'formKey', label: C.formKey, render: (row) => row.formKey },
  { key: 'version', label: C.version, render: (row) => DEFINITION_TEXT.versionLabel(row.version), nowrap: true },
  {
    key: 'status',
    label: C.status,
    render: (row) => (
      <Badge appearance="tint" color={STATUS_COLOR[row.status]}>
        {DEFINITION_TEXT.statuses[row.status] ?? row.status}
      </Badge>
    ),
  },
  { key: 'createTime', label: C.createTime, render: (row) => row.createTime, nowrap: true },
  { key: 'publishTime', label: C.publishTime, render: (row) => row.publishTime, nowrap: true },
];

type Confirmable = 'publish' | 'retire' | 'delete';

const CONFIRM: Record<Confirmable, { text: (title: string) => string; done: string }> = {
  publish: { text: DEFINITION_TEXT.publishConfirm, done: DEFINITION_TEXT.published },
  retire: { text: DEFINITION_TEXT.retireConfirm, done: DEFINITION_TEXT.retired },
  delete: { text: DEFINITION_TEXT.deleteConfirm, done: DEFINITION_TEXT.deleted },
};

export default function FormDefinitions() {
  const { forms, notifier, dialogs } = useServices();
  const size = useControlSize();
  const [importing, setImporting] = useState<ImportSeed | null>(null);
  const [previewing, setPreviewing] = useState<FormDefinitionInfo | null>(null);
  const [assigning, setAssigning] = useState<FormDefinitionInfo | null>(null);
  const { list, state } = useList<FormDefinitionInfo, { title: string }, number>({
    empty: { title: '' },
    key: (row) => row.id,
    load: async ({ filters, pageNum, pageSize }) =>
      (await forms.definitions({ pageNum, pageSize, ...(filters.title.trim() ? { title: filters.title.trim() } : {}) }))
        .data,
  });

  // The version named by ?definitionId=, once, while this page is the visible one.
  const search = useSearch();
  const { active } = usePageFrame();
  const wanted = active ? Number(new URLSearchParams(search).get('definitionId')) || 0 : 0;
  const opened = useRef(0);
  useEffect(() => {
    if (!wanted || wanted === opened.current) return;
    opened.current = wanted;
    let current = true;
    void forms.definition(wanted).then((answer) => {
      const info = answer ? answer.data?.data.dynFormInfo : undefined;
      if (!current || !info) return;
      list.setFilters({ title: info.title });
      void list.search();
      setPreviewing(info);
    });
    return () => {
      current = false;
    };
  }, [wanted, forms, list]);

  const newVersion = async (row: FormDefinitionInfo) => {
    const content = await fetchContent(forms, row.id);
    if (content === undefined) {
      notifier.show({ type: 'error', text: DEFINITION_TEXT.loadFailed });
      return;
    }
    setImporting({ text: definitionText(content), title: row.title, formKey: row.formKey, newVersion: true });
  };

  /** Publishing a version the renderer cannot show in full says what enterprises would miss. */
  const confirmText = async (row: FormDefinitionInfo, action: Confirmable): Promise<string | null> => {
    if (action !== 'publish') return CONFIRM[action].text(row.title);
    const content = await fetchContent(forms, row.id);
    if (content === undefined) {
      notifier.show({ type: 'error', text: DEFINITION_TEXT.loadFailed });
      return null;
    }
    const problems = normalizeDefinition(content).problems.map((problem) => problem.message);
    return problems.length > 0
      ? DEFINITION_TEXT.publishConfirmWithProblems(row.title, problems)
      : CONFIRM.publish.text(row.title);
  };

  const confirmThen = async (row: FormDefinitionInfo, action: Confirmable) => {
    const label = DEFINITION_TEXT[action];
    const text = await confirmText(row, action);
    if (text === null || !(await dialogs.ask({ title: label, text }))) return;
    try {
      if (action === 'delete') await forms.deleteDefinition(row.id);
      else await forms.updateDefinition({ id: row.id, action });
    } catch {
      return; // The client has shown the server's message.
    }
    notifier.show({ type: 'success', text: CONFIRM[action].done });
    await list.reload();
  };

  const rowButton = (row: FormDefinitionInfo, label: string, icon: ReactElement, onClick: () => void) => (
    <Button
      size="small"
      appearance="transparent"
      icon={icon}
      aria-label={DEFINITION_TEXT.rowAction(label, row.title, row.version)}
      onClick={onClick}
    >
      {label}
    </Button>
  );

  const rowActions = (row: FormDefinitionInfo) => (
    <>
      {rowButton(row, DEFINITION_TEXT.preview, <EyeRegular />, () => setPreviewing(row))}
      <HasPermission perms={['form:definition:add']}>
        {rowButton(row, DEFINITION_TEXT.newVersion, <DocumentCopyRegular />, () => void newVersion(row))}
      </HasPermission>
      {row.status === 'draft' ? (
        <HasPermission perms={['form:definition:edit']}>
          {rowButton(row, DEFINITION_TEXT.publish, <CheckmarkCircleRegular />, () => void confirmThen(row, 'publish'))}
        </HasPermission>
      ) : null}
      {row.status === 'published' ? (
        <HasPermission perms={['form:definition:assign']}>
          {rowButton(row, DEFINITION_TEXT.assign, <SendRegular />, () => setAssigning(row))}
        </HasPermission>
      ) : null}
      {row.status === 'published' ? (
        <HasPermission perms={['form:definition:edit']}>
          {rowButton(row, DEFINITION_TEXT.retire, <ProhibitedRegular />, () => void confirmThen(row, 'retire'))}
        </HasPermission>
      ) : null}
      {row.status === 'draft' ? (
        <HasPermission perms={['form:definition:remove']}>
          {rowButton(row, DEFINITION_TEXT.delete, <DeleteRegular />, () => void confirmThen(row, 'delete'))}
        </HasPermission>
      ) : null}
    </>
  );

  return (
    <>
      <ListPage
        title={DEFINITION_TEXT.title}
        list={list}
        state={state}
        searchFields={
          <TextFilter list={list} filters={state.filters} name="title" label={DEFINITION_TEXT.searchTitle} />
        }
        actions={
          <HasPermission perms={['form:definition:add']}>
            <Button
              size={size}
              appearance="primary"
              icon={<AddRegular />}
              onClick={() => setImporting({ text: '', title: '', formKey: '', newVersion: false })}
            >
              {DEFINITION_TEXT.import}
            </Button>
          </HasPermission>
        }
        columns={COLUMNS}
        rowKey={(row) => row.id}
        actionsLabel={C.actions}
        rowActions={rowActions}
        empty={DEFINITION_TEXT.empty}
      />
      {importing ? (
        <ImportDialog
          seed={importing}
          onClose={() => setImporting(null)}
          onImported={() => {
            setImporting(null);
            void list.reload();
          }}
        />
      ) : null}
      {previewing ? <PreviewDialog row={previewing} onClose={() => setPreviewing(null)} /> : null}
      {assigning ? <AssignDialog row={assigning} onClose={() => setAssigning(null)} /> : null}
    </>
  );
}
