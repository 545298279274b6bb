// Government staff's notice management: search, list with pager and table toolbar, add, edit,
// delete and the two exports (form-encoded download, file export).
import type { ManagedNotice } from '@ent/core/api';
import { DOMAIN_TEXT, NOTICE_PAGE_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import { type ColumnEntry, DEFAULT_PAGE_SIZE } from '@ent/core/shell';
import {
  Button,
  Card,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Textarea,
  Title3,
} from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import { useLoadWhileActive } from '../../../layout/useLoadWhileActive';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { downloadExport, downloadForm } from '../../../widgets/download';
import { HasPermission } from '../../../widgets/Gate';
import { useListPageStyles } from '../../../widgets/listPageStyles';
import { Pager } from '../../../widgets/Pager';
import { TableToolbar } from '../../../widgets/TableToolbar';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
});

const COLUMNS: ColumnEntry[] = [
  { key: 'noticeId', label: NOTICE_PAGE_TEXT.noticeId, visible: true },
  { key: 'noticeTitle', label: NOTICE_PAGE_TEXT.noticeTitle, visible: true },
  { key: 'noticeType', label: NOTICE_PAGE_TEXT.noticeType, visible: true },
  { key: 'recipients', label: NOTICE_PAGE_TEXT.recipients, visible: true },
  { key: 'readCount', label: NOTICE_PAGE_TEXT.readCount, visible: true },
  { key: 'handledCount', label: NOTICE_PAGE_TEXT.handledCount, visible: false },
  { key: 'createBy', label: NOTICE_PAGE_TEXT.createBy, visible: true },
  { key: 'createTime', label: NOTICE_PAGE_TEXT.createTime, visible: true },
];

/** Plain text with line breaks ⇄ the paragraphs stored as the notice's HTML. */
function textToHtml(text: string): string {
  const escapeHtml = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const paragraphs = [...doc.body.querySelectorAll('p')].map((p) => p.textContent ?? '');
  return paragraphs.length > 0 ? paragraphs.join('\n') : (doc.body.textContent ?? '');
}

interface Draft {
  noticeId?: number;
  noticeTitle: string;
  noticeType: '1' | '2';
  content: string;
  formId: string;
}

const EMPTY: Draft = { noticeTitle: '', noticeType: '1', content: '', formId: '' };

export default function NoticeManagement() {
  const { noticeApi, http, dialogs, notifier } = useServices();
  const styles = { ...useListPageStyles(), ...useStyles() };
  const size = useControlSize();
  const [query, setQuery] = useState({
    pageNum: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    noticeTitle: '',
    noticeType: '' as '' | '1' | '2',
  });
  const [filters, setFilters] = useState({ noticeTitle: '', noticeType: '' as '' | '1' | '2' });
  const [rows, setRows] = useState<ManagedNotice[]>([]);
  const [total, setTotal] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [showSearch, setShowSearch] = useState(true);
  const [columns, setColumns] = useState(COLUMNS);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [titleError, setTitleError] = useState('');

  const load = useCallback(async () => {
    const response = await noticeApi
      .list({
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        noticeTitle: query.noticeTitle || undefined,
        noticeType: query.noticeType || undefined,
      })
      .catch(() => null);
    if (!response?.data) return;
    setRows(response.data.rows);
    setTotal(response.data.total);
    setSelected([]);
  }, [noticeApi, query]);

  useLoadWhileActive(load);

  const shown = (key: string) => columns.find((column) => column.key === key)?.visible;

  const remove = async (ids: number[]) => {
    if (ids.length === 0) return;
    if (!(await dialogs.ask({ title: '提示', text: NOTICE_PAGE_TEXT.confirmRemove(ids.join(',')) }))) return;
    await noticeApi.remove(ids);
    notifier.show({ type: 'success', text: NOTICE_PAGE_TEXT.removed });
    await load();
  };

  const save = async () => {
    if (!draft) return;
    if (!draft.noticeTitle.trim()) {
      setTitleError(NOTICE_PAGE_TEXT.titleRequired);
      return;
    }
    const formId = draft.formId ? Number(draft.formId) : null;
    const body = {
      noticeTitle: draft.noticeTitle.trim(),
      noticeType: draft.noticeType,
      noticeContent: textToHtml(draft.content),
      formId,
    };
    if (draft.noticeId) {
      await noticeApi.update({ ...body, noticeId: draft.noticeId });
      notifier.show({ type: 'success', text: NOTICE_PAGE_TEXT.edited });
    } else {
      await noticeApi.create({ ...body, audience: { type: 'all', ids: [] } });
      notifier.show({ type: 'success', text: NOTICE_PAGE_TEXT.added });
    }
    setDraft(null);
    await load();
  };

  const exportFilters = { noticeTitle: query.noticeTitle, noticeType: query.noticeType };

  return (
    <div className={styles.page}>
      <Title3 as="h1">{NOTICE_PAGE_TEXT.title}</Title3>
      {showSearch ? (
        <Card>
          <form
            className={styles.search}
            onSubmit={(event) => {
              event.preventDefault();
              setQuery({ ...query, ...filters, pageNum: 1 });
            }}
          >
            <Field label={NOTICE_PAGE_TEXT.noticeTitle} size={size}>
              <Input
                value={filters.noticeTitle}
                onChange={(_e, data) => setFilters({ ...filters, noticeTitle: data.value })}
              />
            </Field>
            <Field label={NOTICE_PAGE_TEXT.noticeType} size={size}>
              <Dropdown
                value={filters.noticeType ? DOMAIN_TEXT.noticeTypes[filters.noticeType] : NOTICE_PAGE_TEXT.all}
                selectedOptions={[filters.noticeType]}
                onOptionSelect={(_e, data) =>
                  setFilters({ ...filters, noticeType: (data.optionValue ?? '') as '' | '1' | '2' })
                }
              >
                <Option value="">{NOTICE_PAGE_TEXT.all}</Option>
                <Option value="1">{DOMAIN_TEXT.noticeTypes['1']}</Option>
                <Option value="2">{DOMAIN_TEXT.noticeTypes['2']}</Option>
              </Dropdown>
            </Field>
            <Button type="submit" appearance="primary" size={size}>
              {NOTICE_PAGE_TEXT.search}
            </Button>
            <Button
              size={size}
              onClick={() => {
                setFilters({ noticeTitle: '', noticeType: '' });
                setQuery({ ...query, noticeTitle: '', noticeType: '', pageNum: 1 });
              }}
            >
              {NOTICE_PAGE_TEXT.reset}
            </Button>
          </form>
        </Card>
      ) : null}
      <div className={styles.actions}>
        <HasPermission perms={['system:notice:add']}>
          <Button size={size} appearance="primary" icon={<AddRegular />} onClick={() => setDraft({ ...EMPTY })}>
            {NOTICE_PAGE_TEXT.add}
          </Button>
        </HasPermission>
        <HasPermission perms={['system:notice:remove']}>
          <Button
            size={size}
            icon={<DeleteRegular />}
            disabled={selected.length === 0}
            onClick={() => void remove(selected)}
          >
            {NOTICE_PAGE_TEXT.remove}
          </Button>
        </HasPermission>
        <HasPermission perms={['system:notice:export']}>
          <Button
            size={size}
            icon={<ArrowDownloadRegular />}
            onClick={async () => {
              const saved = await downloadForm(http, noticeApi.exportPath, exportFilters, `notice_${Date.now()}.xlsx`);
              if (!saved) notifier.show({ type: 'error', text: NOTICE_PAGE_TEXT.exportFailed });
            }}
          >
            {NOTICE_PAGE_TEXT.export}
          </Button>
          <Button
            size={size}
            icon={<ArrowDownloadRegular />}
            onClick={async () => {
              const response = await noticeApi.exportFile({
                noticeTitle: query.noticeTitle || undefined,
                noticeType: query.noticeType || undefined,
              });
              if (response.data) downloadExport(response.data);
            }}
          >
            {NOTICE_PAGE_TEXT.exportFile}
          </Button>
        </HasPermission>
        <span className={styles.spacer} />
        <TableToolbar
          showSearch={showSearch}
          onToggleSearch={() => setShowSearch(!showSearch)}
          onRefresh={() => void load()}
          columns={columns}
          onColumnsChange={setColumns}
        />
      </div>
      <Table
        size={size === 'large' ? 'medium' : size === 'medium' ? 'small' : 'extra-small'}
        aria-label={NOTICE_PAGE_TEXT.title}
      >
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Checkbox
                aria-label={NOTICE_PAGE_TEXT.selectAll}
                checked={
                  rows.length > 0 && selected.length === rows.length ? true : selected.length > 0 ? 'mixed' : false
                }
                onChange={(_e, data) => setSelected(data.checked ? rows.map((row) => row.noticeId) : [])}
              />
            </TableHeaderCell>
            {columns
              .filter((c) => c.visible)
              .map((column) => (
                <TableHeaderCell key={column.key}>{column.label}</TableHeaderCell>
              ))}
            <TableHeaderCell>{NOTICE_PAGE_TEXT.actions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell>{WIDGET_TEXT.noData}</TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.noticeId}>
                <TableCell>
                  <Checkbox
                    aria-label={NOTICE_PAGE_TEXT.selectRow(row.noticeTitle)}
                    checked={selected.includes(row.noticeId)}
                    onChange={(_e, data) =>
                      setSelected(
                        data.checked ? [...selected, row.noticeId] : selected.filter((id) => id !== row.noticeId),
                      )
                    }
                  />
                </TableCell>
                {shown('noticeId') ? <TableCell>{row.noticeId}</TableCell> : null}
                {shown('noticeTitle') ? <TableCell>{row.noticeTitle}</TableCell> : null}
                {shown('noticeType') ? <TableCell>{DOMAIN_TEXT.noticeTypes[row.noticeType]}</TableCell> : null}
                {shown('recipients') ? <TableCell>{row.recipients}</TableCell> : null}
                {shown('readCount') ? <TableCell>{row.readCount}</TableCell> : null}
                {shown('handledCount') ? <TableCell>{row.handledCount}</TableCell> : null}
                {shown('createBy') ? <TableCell>{row.createBy}</TableCell> : null}
                {shown('createTime') ? <TableCell>{row.createTime}</TableCell> : null}
                <TableCell>
                  <HasPermission perms={['system:notice:edit']}>
                    <Button
                      size="small"
                      appearance="transparent"
                      icon={<EditRegular />}
                      aria-label={`${NOTICE_PAGE_TEXT.edit} ${row.noticeTitle}`}
                      onClick={() =>
                        setDraft({
                          noticeId: row.noticeId,
                          noticeTitle: row.noticeTitle,
                          noticeType: row.noticeType,
                          content: htmlToText(row.noticeContent),
                          formId: row.formId ? String(row.formId) : '',
                        })
                      }
                    >
                      {NOTICE_PAGE_TEXT.edit}
                    </Button>
                  </HasPermission>
                  <HasPermission perms={['system:notice:remove']}>
                    <Button
                      size="small"
                      appearance="transparent"
                      icon={<DeleteRegular />}
                      aria-label={`${NOTICE_PAGE_TEXT.remove} ${row.noticeTitle}`}
                      onClick={() => void remove([row.noticeId])}
                    >
                      {NOTICE_PAGE_TEXT.remove}
                    </Button>
                  </HasPermission>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Pager
        total={total}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onChange={(page) => setQuery({ ...query, ...page })}
      />
      {draft ? (
        <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : setDraft(null))}>
          <DialogSurface>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              <DialogBody>
                <DialogTitle>{draft.noticeId ? NOTICE_PAGE_TEXT.editTitle : NOTICE_PAGE_TEXT.addTitle}</DialogTitle>
                <DialogContent className={styles.form}>
                  <Field label={NOTICE_PAGE_TEXT.noticeTitle} required validationMessage={titleError || undefined}>
                    <Input
                      value={draft.noticeTitle}
                      maxLength={100}
                      onChange={(_e, data) => {
                        setDraft({ ...draft, noticeTitle: data.value });
                        setTitleError('');
                      }}
                    />
                  </Field>
                  <Field label={NOTICE_PAGE_TEXT.noticeType}>
                    <RadioGroup
                      layout="horizontal"
                      value={draft.noticeType}
                      onChange={(_e, data) => setDraft({ ...draft, noticeType: data.value as '1' | '2' })}
                    >
                      <Radio value="1" label={DOMAIN_TEXT.noticeTypes['1']} />
                      <Radio value="2" label={DOMAIN_TEXT.noticeTypes['2']} />
                    </RadioGroup>
                  </Field>
                  <Field label={NOTICE_PAGE_TEXT.noticeContent}>
                    <Textarea
                      rows={6}
                      value={draft.content}
                      onChange={(_e, data) => setDraft({ ...draft, content: data.value })}
                    />
                  </Field>
                  <Field label={NOTICE_PAGE_TEXT.formId}>
                    <Input
                      inputMode="numeric"
                      value={draft.formId}
                      onChange={(_e, data) => setDraft({ ...draft, formId: data.value.replace(/\D/g, '') })}
                    />
                  </Field>
                  {draft.noticeId ? null : (
                    <Field label={NOTICE_PAGE_TEXT.audience}>{NOTICE_PAGE_TEXT.audienceAll}</Field>
                  )}
                </DialogContent>
                <DialogActions>
                  <Button type="submit" appearance="primary">
                    {NOTICE_PAGE_TEXT.save}
                  </Button>
                  <Button onClick={() => setDraft(null)}>{NOTICE_PAGE_TEXT.cancel}</Button>
                </DialogActions>
              </DialogBody>
            </form>
          </DialogSurface>
        </Dialog>
      ) : null}
    </div>
  );
}
