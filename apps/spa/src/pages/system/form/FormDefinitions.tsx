// Government staff's 表单定义 (system/form/index): every version of every dynamic form. A version is
// imported from the form generator's JSON as a draft (新版本 starts from a row's content and key),
// previewed with the renderer, published, retired, deleted while a draft, and assigned to
// enterprises as report tasks (下发). The input rules live in core (forms/importDefinition).
import type { FormApi, FormDefinitionInfo, MainstayRow } from '@ent/core/api';
import {
  type AssignErrors,
  checkAssign,
  checkImport,
  createFormStore,
  definitionText,
  type FormStore,
  type ImportErrors,
  type ImportInput,
  MAX_PERIOD_CHARS,
  MAX_TITLE_CHARS,
  normalizeDefinition,
} from '@ent/core/forms';
import { DEFINITION_TEXT, FORM_SERVICE_TEXT } from '@ent/core/messages';
import { type ColumnEntry, DEFAULT_PAGE_SIZE } from '@ent/core/shell';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Switch,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Textarea,
  Title3,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  ArrowUploadRegular,
  CheckmarkCircleRegular,
  DeleteRegular,
  DocumentCopyRegular,
  EyeRegular,
  ProhibitedRegular,
  SendRegular,
} from '@fluentui/react-icons';
import { type ReactElement, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLoadWhileActive } from '../../../layout/useLoadWhileActive';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { FormView } from '../../../widgets/form/FormView';
import type { FormMode } from '../../../widgets/form/formContext';
import { HasPermission } from '../../../widgets/Gate';
import { useListPageStyles } from '../../../widgets/listPageStyles';
import { Pager } from '../../../widgets/Pager';
import { TableToolbar } from '../../../widgets/TableToolbar';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  wide: { width: 'min(1100px, calc(100vw - 32px))', maxWidth: 'none' },
  json: { fontFamily: tokens.fontFamilyMonospace },
  group: { display: 'flex', flexDirection: 'column', gap: '6px', border: 'none', margin: 0, padding: 0 },
  legend: { padding: 0, marginBottom: '4px', fontWeight: tokens.fontWeightSemibold },
  list: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '260px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '4px 8px',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const STATUS_COLOR = { draft: 'warning', published: 'success', retired: 'subtle' } as const;

const INITIAL_COLUMNS: ColumnEntry[] = (
  Object.entries(DEFINITION_TEXT.columns) as Array<[keyof typeof DEFINITION_TEXT.columns, string]>
)
  .filter(([key]) => key !== 'actions')
  .map(([key, label]) => ({ key, label, visible: true }));

/** The enterprises the 下发 dialog lists at once (the endpoint's largest page). */
const ENTERPRISE_PAGE = 100;

/** A stored version's content, or undefined when it could not be loaded (the query is silent). */
async function fetchContent(forms: FormApi, id: number): Promise<unknown> {
  const answer = await forms.definition(id).catch(() => false as const);
  return answer ? answer.data?.data.dynFormInfo.content : undefined;
}

function without<T extends object>(errors: T, key: keyof T): T {
  const next = { ...errors };
  delete next[key];
  return next;
}

// ---- 导入 / 新版本 ---------------------------------------------------------------------------

type ImportSeed = ImportInput & { newVersion: boolean };

function ImportDialog({
  seed,
  onClose,
  onImported,
}: {
  seed: ImportSeed;
  onClose: () => void;
  onImported: () => void;
}) {
  const { forms, notifier } = useServices();
  const styles = { ...useListPageStyles(), ...useStyles() };
  const [input, setInput] = useState<ImportInput>({ text: seed.text, title: seed.title, formKey: seed.formKey });
  const [errors, setErrors] = useState<ImportErrors>({});
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);

  const change = (key: keyof ImportInput, value: string) => {
    setInput((current) => ({ ...current, [key]: value }));
    setErrors((current) => without(current, key));
  };

  const readFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    try {
      const text = await chosen.text();
      const title = chosen.name.replace(/\.json$/i, '').slice(0, MAX_TITLE_CHARS);
      setInput((current) => ({ ...current, text, title: current.title || title }));
      setErrors((current) => without(current, 'text'));
    } catch {
      setErrors((current) => ({ ...current, text: DEFINITION_TEXT.fileFailed }));
    }
  };

  const submit = async () => {
    const check = checkImport(input);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setBusy(true);
    try {
      await forms.addDefinition(check.request);
    } catch {
      // The client has shown the server's message; the dialog keeps the input.
      setBusy(false);
      return;
    }
    notifier.show({ type: 'success', text: DEFINITION_TEXT.imported });
    onImported();
  };

  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.wide}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{DEFINITION_TEXT.importTitle}</DialogTitle>
            <DialogContent className={styles.form}>
              <Text>{seed.newVersion ? DEFINITION_TEXT.newVersionHint : DEFINITION_TEXT.importHint}</Text>
              <Field
                label={DEFINITION_TEXT.jsonText}
                required
                validationMessage={errors.text}
                validationState={errors.text ? 'error' : 'none'}
              >
                <Textarea
                  className={styles.json}
                  rows={12}
                  resize="vertical"
                  value={input.text}
                  onChange={(_event, data) => change('text', data.value)}
                />
              </Field>
              <div>
                <Button icon={<ArrowUploadRegular />} onClick={() => file.current?.click()}>
                  {DEFINITION_TEXT.chooseJson}
                </Button>
                <input
                  ref={file}
                  type="file"
                  accept=".json,application/json"
                  hidden
                  tabIndex={-1}
                  aria-label={DEFINITION_TEXT.chooseJson}
                  onChange={(event) => {
                    const chosen = event.target.files?.[0];
                    event.target.value = '';
                    void readFile(chosen);
                  }}
                />
              </div>
              <Field
                label={DEFINITION_TEXT.formTitle}
                required
                validationMessage={errors.title}
                validationState={errors.title ? 'error' : 'none'}
              >
                <Input
                  value={input.title}
                  maxLength={MAX_TITLE_CHARS}
                  onChange={(_event, data) => change('title', data.value)}
                />
              </Field>
              <Field
                label={DEFINITION_TEXT.formKey}
                hint={DEFINITION_TEXT.formKeyHint}
                validationMessage={errors.formKey}
                validationState={errors.formKey ? 'error' : 'none'}
              >
                <Input
                  value={input.formKey}
                  maxLength={60}
                  onChange={(_event, data) => change('formKey', data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                {DEFINITION_TEXT.confirm}
              </Button>
              <Button onClick={onClose}>{DEFINITION_TEXT.cancel}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

// ---- 预览 ------------------------------------------------------------------------------------

function PreviewDialog({ row, onClose }: { row: FormDefinitionInfo; onClose: () => void }) {
  const { forms } = useServices();
  const styles = { ...useListPageStyles(), ...useStyles() };
  // undefined while loading, null when the definition could not be loaded.
  const [store, setStore] = useState<FormStore | null | undefined>(undefined);
  const [mode, setMode] = useState<FormMode>('edit');

  useEffect(() => {
    let cancelled = false;
    void fetchContent(forms, row.id).then((content) => {
      if (!cancelled) setStore(content === undefined ? null : createFormStore(normalizeDefinition(content)));
    });
    return () => {
      cancelled = true;
    };
  }, [forms, row.id]);

  const problems = store ? store.definition.problems.length : 0;
  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.wide}>
        <DialogBody>
          <DialogTitle>{DEFINITION_TEXT.previewTitle(row.title)}</DialogTitle>
          <DialogContent className={styles.form}>
            {store === undefined ? <Spinner label={DEFINITION_TEXT.loading} /> : null}
            {store === null ? (
              <MessageBar intent="error">
                <MessageBarBody>{DEFINITION_TEXT.loadFailed}</MessageBarBody>
              </MessageBar>
            ) : null}
            {store ? (
              <>
                <MessageBar intent={problems > 0 ? 'warning' : 'success'}>
                  <MessageBarBody>
                    {problems > 0 ? DEFINITION_TEXT.problems(problems) : DEFINITION_TEXT.noProblems}
                  </MessageBarBody>
                </MessageBar>
                <div className={styles.actions}>
                  <TabList
                    aria-label={DEFINITION_TEXT.modeLabel}
                    selectedValue={mode}
                    onTabSelect={(_event, data) => setMode(data.value as FormMode)}
                  >
                    <Tab value="edit">{DEFINITION_TEXT.editMode}</Tab>
                    <Tab value="detail">{DEFINITION_TEXT.detailMode}</Tab>
                  </TabList>
                  <Button disabled={mode !== 'edit'} onClick={() => store.validateAll()}>
                    {DEFINITION_TEXT.validate}
                  </Button>
                </div>
                <FormView store={store} mode={mode} showProblems label={row.title} />
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {DEFINITION_TEXT.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

// ---- 下发 ------------------------------------------------------------------------------------

function AssignDialog({ row, onClose }: { row: FormDefinitionInfo; onClose: () => void }) {
  const { forms, mainstay, notifier } = useServices();
  const styles = { ...useListPageStyles(), ...useStyles() };
  const id = useId();
  const [period, setPeriod] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [all, setAll] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [name, setName] = useState('');
  const [found, setFound] = useState<{ rows: MainstayRow[]; total: number } | null>(null);
  const [errors, setErrors] = useState<AssignErrors>({});
  const [busy, setBusy] = useState(false);

  // Only enterprises with complete information receive tasks, so only they are offered.
  useEffect(() => {
    if (all) return;
    let cancelled = false;
    const timer = setTimeout(
      () => {
        mainstay
          .enterprises({ pageNum: 1, pageSize: ENTERPRISE_PAGE, name: name.trim() || undefined, complete: true })
          .then((answer) => {
            if (!cancelled && answer.data) setFound(answer.data);
          })
          .catch(() => undefined);
      },
      name ? 300 : 0,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [mainstay, name, all]);

  const submit = async () => {
    const check = checkAssign({ period, dueDate, all, mainstayIds: chosen });
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setBusy(true);
    try {
      const answer = await forms.assign({ id: row.id, ...check.request });
      notifier.show({ type: 'success', text: answer.msg || FORM_SERVICE_TEXT.assigned(answer.data ?? 0) });
      onClose();
    } catch {
      setBusy(false);
    }
  };

  const toggle = (enterpriseId: number, on: boolean) => {
    setChosen((current) => (on ? [...current, enterpriseId] : current.filter((value) => value !== enterpriseId)));
    setErrors((current) => without(current, 'mainstayIds'));
  };

  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{DEFINITION_TEXT.assignTitle(row.title)}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field
                label={DEFINITION_TEXT.period}
                hint={DEFINITION_TEXT.periodHint}
                required
                validationMessage={errors.period}
                validationState={errors.period ? 'error' : 'none'}
              >
                <Input
                  value={period}
                  maxLength={MAX_PERIOD_CHARS}
                  onChange={(_event, data) => {
                    setPeriod(data.value);
                    setErrors((current) => without(current, 'period'));
                  }}
                />
              </Field>
              <Field
                label={DEFINITION_TEXT.dueDate}
                required
                validationMessage={errors.dueDate}
                validationState={errors.dueDate ? 'error' : 'none'}
              >
                <Input
                  type="date"
                  value={dueDate}
                  onChange={(_event, data) => {
                    setDueDate(data.value);
                    setErrors((current) => without(current, 'dueDate'));
                  }}
                />
              </Field>
              <Switch
                label={DEFINITION_TEXT.allEnterprises}
                checked={all}
                onChange={(_event, data) => {
                  setAll(data.checked);
                  setErrors((current) => without(current, 'mainstayIds'));
                }}
              />
              {all ? null : (
                <fieldset className={styles.group} aria-describedby={errors.mainstayIds ? `${id}-error` : `${id}-hint`}>
                  <legend className={styles.legend}>
                    {DEFINITION_TEXT.enterprises}
                    <span aria-hidden="true" className={styles.error}>
                      {' *'}
                    </span>
                  </legend>
                  <Text id={`${id}-hint`} size={200} className={styles.muted}>
                    {DEFINITION_TEXT.enterprisesHint} {DEFINITION_TEXT.selectedCount(chosen.length)}
                  </Text>
                  <Input
                    type="search"
                    aria-label={DEFINITION_TEXT.enterpriseSearch}
                    placeholder={DEFINITION_TEXT.enterpriseSearch}
                    value={name}
                    onChange={(_event, data) => setName(data.value)}
                    // Enter searches (as typing does); it must not submit the dialog.
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') event.preventDefault();
                    }}
                  />
                  <div className={styles.list}>
                    {found === null ? <Spinner size="tiny" label={DEFINITION_TEXT.loading} /> : null}
                    {found && found.rows.length === 0 ? (
                      <Text className={styles.muted}>{DEFINITION_TEXT.noEnterprises}</Text>
                    ) : null}
                    {found?.rows.map((item) => (
                      <Checkbox
                        key={item.id}
                        label={DEFINITION_TEXT.enterpriseOption(item.name, item.creditCode)}
                        checked={chosen.includes(item.id)}
                        onChange={(_event, data) => toggle(item.id, data.checked === true)}
                      />
                    ))}
                  </div>
                  {found && found.total > found.rows.length ? (
                    <Text size={200} className={styles.muted}>
                      {DEFINITION_TEXT.moreEnterprises(found.rows.length, found.total)}
                    </Text>
                  ) : null}
                  {errors.mainstayIds ? (
                    <Text id={`${id}-error`} role="alert" className={styles.error}>
                      {errors.mainstayIds}
                    </Text>
                  ) : null}
                </fieldset>
              )}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                {DEFINITION_TEXT.assign}
              </Button>
              <Button onClick={onClose}>{DEFINITION_TEXT.cancel}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

// ---- The list --------------------------------------------------------------------------------

type Confirmable = 'publish' | 'retire' | 'delete';

const CONFIRM: Record<Confirmable, { text: (title: string) => string; done: string }> = {
  publish: { text: DEFINITION_TEXT.publishConfirm, done: DEFINITION_TEXT.published },
  retire: { text: DEFINITION_TEXT.retireConfirm, done: DEFINITION_TEXT.retired },
  delete: { text: DEFINITION_TEXT.deleteConfirm, done: DEFINITION_TEXT.deleted },
};

export default function FormDefinitions() {
  const { forms, notifier, dialogs } = useServices();
  const styles = { ...useListPageStyles(), ...useStyles() };
  const size = useControlSize();
  const [title, setTitle] = useState('');
  const [query, setQuery] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, title: '' });
  const [rows, setRows] = useState<FormDefinitionInfo[]>([]);
  const [total, setTotal] = useState(0);
  const [showSearch, setShowSearch] = useState(true);
  const [columns, setColumns] = useState(INITIAL_COLUMNS);
  const [importing, setImporting] = useState<ImportSeed | null>(null);
  const [previewing, setPreviewing] = useState<FormDefinitionInfo | null>(null);
  const [assigning, setAssigning] = useState<FormDefinitionInfo | null>(null);

  const load = useCallback(async () => {
    const answer = await forms
      .definitions({
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        ...(query.title ? { title: query.title } : {}),
      })
      .catch(() => null);
    if (answer?.data) {
      setRows(answer.data.rows);
      setTotal(answer.data.total);
    }
  }, [forms, query]);

  useLoadWhileActive(load);

  const shown = (key: string) => columns.find((column) => column.key === key)?.visible !== false;

  const newVersion = async (row: FormDefinitionInfo) => {
    const content = await fetchContent(forms, row.id);
    if (content === undefined) {
      notifier.show({ type: 'error', text: DEFINITION_TEXT.loadFailed });
      return;
    }
    setImporting({ text: definitionText(content), title: row.title, formKey: row.formKey, newVersion: true });
  };

  const confirmThen = async (row: FormDefinitionInfo, action: Confirmable) => {
    const label = DEFINITION_TEXT[action];
    if (!(await dialogs.ask({ title: label, text: CONFIRM[action].text(row.title) }))) return;
    try {
      if (action === 'delete') await forms.deleteDefinition(row.id);
      else await forms.updateDefinition({ id: row.id, action });
    } catch {
      // The client has shown the server's message.
      return;
    }
    notifier.show({ type: 'success', text: CONFIRM[action].done });
    await load();
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

  return (
    <div className={styles.page}>
      <Title3 as="h1">{DEFINITION_TEXT.title}</Title3>
      {showSearch ? (
        <Card>
          <form
            className={styles.search}
            onSubmit={(event) => {
              event.preventDefault();
              setQuery({ ...query, pageNum: 1, title: title.trim() });
            }}
          >
            <Field label={DEFINITION_TEXT.searchTitle} size={size}>
              <Input value={title} maxLength={100} onChange={(_event, data) => setTitle(data.value)} />
            </Field>
            <Button type="submit" appearance="primary" size={size}>
              {DEFINITION_TEXT.search}
            </Button>
            <Button
              size={size}
              onClick={() => {
                setTitle('');
                setQuery({ ...query, pageNum: 1, title: '' });
              }}
            >
              {DEFINITION_TEXT.reset}
            </Button>
          </form>
        </Card>
      ) : null}
      <div className={styles.actions}>
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
        aria-label={DEFINITION_TEXT.title}
      >
        <TableHeader>
          <TableRow>
            {columns
              .filter((column) => column.visible)
              .map((column) => (
                <TableHeaderCell key={column.key}>{column.label}</TableHeaderCell>
              ))}
            <TableHeaderCell>{DEFINITION_TEXT.columns.actions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length + 1}>{DEFINITION_TEXT.empty}</TableCell>
            </TableRow>
          ) : null}
          {rows.map((row) => (
            <TableRow key={row.id}>
              {shown('title') ? <TableCell>{row.title}</TableCell> : null}
              {shown('formKey') ? <TableCell>{row.formKey}</TableCell> : null}
              {shown('version') ? <TableCell>{DEFINITION_TEXT.versionLabel(row.version)}</TableCell> : null}
              {shown('status') ? (
                <TableCell>
                  <Badge appearance="tint" color={STATUS_COLOR[row.status]}>
                    {DEFINITION_TEXT.statuses[row.status] ?? row.status}
                  </Badge>
                </TableCell>
              ) : null}
              {shown('createTime') ? <TableCell>{row.createTime}</TableCell> : null}
              {shown('publishTime') ? <TableCell>{row.publishTime}</TableCell> : null}
              <TableCell>
                <div className={styles.actions}>
                  {rowButton(row, DEFINITION_TEXT.preview, <EyeRegular />, () => setPreviewing(row))}
                  <HasPermission perms={['form:definition:add']}>
                    {rowButton(row, DEFINITION_TEXT.newVersion, <DocumentCopyRegular />, () => void newVersion(row))}
                  </HasPermission>
                  {row.status === 'draft' ? (
                    <HasPermission perms={['form:definition:edit']}>
                      {rowButton(
                        row,
                        DEFINITION_TEXT.publish,
                        <CheckmarkCircleRegular />,
                        () => void confirmThen(row, 'publish'),
                      )}
                    </HasPermission>
                  ) : null}
                  {row.status === 'published' ? (
                    <HasPermission perms={['form:definition:assign']}>
                      {rowButton(row, DEFINITION_TEXT.assign, <SendRegular />, () => setAssigning(row))}
                    </HasPermission>
                  ) : null}
                  {row.status === 'published' ? (
                    <HasPermission perms={['form:definition:edit']}>
                      {rowButton(
                        row,
                        DEFINITION_TEXT.retire,
                        <ProhibitedRegular />,
                        () => void confirmThen(row, 'retire'),
                      )}
                    </HasPermission>
                  ) : null}
                  {row.status === 'draft' ? (
                    <HasPermission perms={['form:definition:remove']}>
                      {rowButton(row, DEFINITION_TEXT.delete, <DeleteRegular />, () => void confirmThen(row, 'delete'))}
                    </HasPermission>
                  ) : null}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager
        total={total}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onChange={(page) => setQuery({ ...query, ...page })}
      />
      {importing ? (
        <ImportDialog
          seed={importing}
          onClose={() => setImporting(null)}
          onImported={() => {
            setImporting(null);
            void load();
          }}
        />
      ) : null}
      {previewing ? <PreviewDialog row={previewing} onClose={() => setPreviewing(null)} /> : null}
      {assigning ? <AssignDialog row={assigning} onClose={() => setAssigning(null)} /> : null}
    </div>
  );
}
