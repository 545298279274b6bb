// Filling one form: from a report task, a saved draft, or a notice (/configlist). The record keeps
// the definition version it was started on. Typing is kept in the browser as it happens (local
// draft), 暂存 keeps a draft on the server, 提交 validates and submits; a submitted record is never
// overwritten by a draft.
import type { FormDefinitionInfo, FormRecord, ReportTaskRow } from '@ent/core/api';
import { formatTime } from '@ent/core/format';
import {
  createDraftWriter,
  createFormStore,
  type DraftStorage,
  draftKey,
  type FormStore,
  normalizeDefinition,
  parseTestData,
  readDraft,
  removeDraft,
  weighDraft,
  withDictionaryOptions,
} from '@ent/core/forms';
import { FORM_TEXT, labelled, REPORT_TEXT } from '@ent/core/messages';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  Textarea,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { announceNoticeUpdate } from '../../state/noticeUpdates';
import { useServices } from '../../state/servicesContext';
import { useControlSize } from '../../state/useShell';
import { focusFirstInvalid } from '../../widgets/focusFirstInvalid';
import { FormView } from '../../widgets/form/FormView';
import { useClickGuard } from '../../widgets/useClickGuard';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px' },
  header: { display: 'flex', alignItems: 'baseline', gap: '12px', flexWrap: 'wrap' },
  meta: { color: tokens.colorNeutralForeground3 },
  bar: {
    display: 'flex',
    gap: '8px',
    justifyContent: 'center',
    padding: '12px 0',
    position: 'sticky',
    bottom: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

export const REPORT_LIST_PATH = '/datareporting/list';
export const FILL_PATH = '/datareporting/fill';
export const CONFIGLIST_PATH = '/configlist';

export interface FillTarget {
  taskId?: number;
  recordId?: number;
  /** The definition version to fill (a notice's form, or a task's current version). */
  formDataId?: number;
  noticeId?: number;
}

interface Loaded {
  info: FormDefinitionInfo;
  record: FormRecord | null;
  taskId: number | null;
  /** The report task filled, for its period and due date; null for a notice's form. */
  task: ReportTaskRow | null;
}

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads ?taskId, ?recordId, ?formDataId (or editFormId) and ?noticeId. */
export function targetFrom(search: string): FillTarget {
  const params = new URLSearchParams(search);
  const target: FillTarget = {};
  const taskId = positive(params.get('taskId'));
  const recordId = positive(params.get('recordId'));
  const formDataId = positive(params.get('formDataId') ?? params.get('editFormId'));
  const noticeId = positive(params.get('noticeId'));
  if (taskId) target.taskId = taskId;
  if (recordId) target.recordId = recordId;
  if (formDataId) target.formDataId = formDataId;
  if (noticeId) target.noticeId = noticeId;
  return target;
}

function TestDataDialog({
  open,
  initial,
  onApply,
  onClose,
}: {
  open: boolean;
  initial: string;
  onApply: (values: Record<string, unknown>) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setText(initial);
      setError(null);
    }
  }, [open, initial]);
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{FORM_TEXT.testDataTitle}</DialogTitle>
          <DialogContent>
            <Field
              label={FORM_TEXT.testDataHint}
              validationMessage={error ?? undefined}
              validationState={error ? 'error' : 'none'}
            >
              <Textarea rows={12} value={text} onChange={(_event, data) => setText(data.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{FORM_TEXT.cancel}</Button>
            <Button
              appearance="primary"
              onClick={() => {
                const parsed = parseTestData(text);
                if (!parsed.ok) {
                  setError(parsed.message);
                  return;
                }
                onApply(parsed.values);
                onClose();
              }}
            >
              {FORM_TEXT.apply}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function browserStorage(): DraftStorage {
  return window.localStorage;
}

export function FillView({
  target,
  tabPath,
  returnTo,
}: {
  target: FillTarget;
  /** The path of the tab this page sits in, closed once the form is submitted. */
  tabPath: string;
  /** The list to return to after submitting; without one, where closing the tab leads. */
  returnTo?: string;
}) {
  const services = useServices();
  const { forms, notifier, dialogs, sessionState, dictionaries, shell } = services;
  const styles = useStyles();
  const size = useControlSize();
  const [, navigate] = useLocation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [store, setStore] = useState<FormStore | null>(null);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const [testOpen, setTestOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const pageRef = useRef<HTMLDivElement>(null);
  // What the server holds now: the record (once saved) and its revision.
  const saved = useRef<{ recordId: number | null; revision: number | null }>({ recordId: null, revision: null });
  const writer = useRef<ReturnType<typeof createDraftWriter> | null>(null);
  const userId = sessionState.user?.id ?? 0;

  const keyFor = useCallback(
    (info: FormDefinitionInfo, taskId: number | null, recordId: number | null) =>
      draftKey({ userId, formDataId: info.id, taskId, recordId }),
    [userId],
  );

  // Load the definition, the record if there is one, then weigh the local draft.
  useEffect(() => {
    let cancelled = false;
    setLoaded(null);
    setStore(null);
    setFailure(null);
    setRestoredAt(null);
    (async () => {
      let info: FormDefinitionInfo | null = null;
      let record: FormRecord | null = null;
      let taskId = target.taskId ?? null;
      let recordId = target.recordId ?? null;
      let task: ReportTaskRow | null = null;
      if (!recordId && taskId) {
        task = (await forms.task(taskId).catch(() => null))?.data ?? null;
        if (!task) throw new Error(REPORT_TEXT.loadFailed);
        if (task.recordId) recordId = task.recordId;
        else if (task.formDataId) {
          const answer = await forms.definition(task.formDataId);
          const found = answer === false ? undefined : answer.data;
          if (found) info = found.data.dynFormInfo;
        } else throw new Error(REPORT_TEXT.noForm);
      }
      if (!recordId && !taskId && target.formDataId) {
        const answer = await forms.definition(target.formDataId);
        const found = answer === false ? undefined : answer.data;
        if (!found) throw new Error(REPORT_TEXT.loadFailed);
        info = found.data.dynFormInfo;
        // A notice's form continues the enterprise's draft of this version, if any.
        const draft = found.data.data.find(
          (row) => row.processStatus === '0' && row.formDataId === target.formDataId && row.taskId === null,
        );
        if (draft) recordId = draft.id;
      }
      if (recordId) {
        const answer = await forms.record(recordId).catch(() => null);
        if (!answer?.data) throw new Error(REPORT_TEXT.loadFailed);
        const { definition, ...rest } = answer.data;
        record = rest;
        info = definition;
        taskId = rest.taskId;
        // A draft opened by its record (数据填报's detail page, 继续填写) belongs to a task too.
        if (taskId && !task) task = (await forms.task(taskId).catch(() => null))?.data ?? null;
      }
      if (!info)
        throw new Error(target.taskId || target.formDataId ? REPORT_TEXT.loadFailed : REPORT_TEXT.missingParams);
      if (cancelled) return;
      const definition = await withDictionaryOptions(
        normalizeDefinition(info.content ?? { fields: [] }),
        dictionaries.options,
      );
      if (cancelled) return;
      const next = createFormStore(definition, record?.fieldsValueMap);
      saved.current = { recordId: record?.id ?? null, revision: record?.revision ?? null };
      const storage = browserStorage();
      const key = keyFor(info, taskId, record?.id ?? null);
      const local =
        readDraft(storage, key) ?? (record && !taskId ? null : readDraft(storage, keyFor(info, taskId, null)));
      const decision = weighDraft(
        local,
        record ? { processStatus: record.processStatus, revision: record.revision } : null,
      );
      if (decision === 'discard') removeDraft(storage, key);
      if (decision === 'restore' && local) {
        next.load(local.values, { asModel: true });
        setRestoredAt(local.savedAt);
      }
      if (decision === 'offer' && local) {
        const useLocal = await dialogs.ask({
          title: REPORT_TEXT.draftOfferTitle,
          text: REPORT_TEXT.draftOffer(formatTime(new Date(local.savedAt))),
          confirmText: REPORT_TEXT.useLocalDraft,
          cancelText: REPORT_TEXT.useServerDraft,
        });
        if (useLocal) {
          next.load(local.values, { asModel: true });
          setRestoredAt(local.savedAt);
        } else removeDraft(storage, key);
      }
      if (cancelled) return;
      writer.current = createDraftWriter({ storage, key, baseRevision: () => saved.current.revision });
      setLoaded({ info, record, taskId, task });
      setStore(next);
    })().catch((error: unknown) => {
      if (!cancelled) setFailure(error instanceof Error && error.message ? error.message : REPORT_TEXT.loadFailed);
    });
    return () => {
      cancelled = true;
    };
  }, [forms, dictionaries, dialogs, keyFor, target.taskId, target.recordId, target.formDataId]);

  // Every change is kept locally (debounced) and flushed when the page is hidden or left.
  useEffect(() => {
    if (!store || loaded?.record?.processStatus === '1') return;
    const unsubscribe = store.subscribeAll(() => writer.current?.schedule(store.model()));
    const flush = () => writer.current?.flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
    return () => {
      unsubscribe();
      flush();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
    };
  }, [store, loaded]);

  const save = async (processStatus: '0' | '1') => {
    if (!store || !loaded) return null;
    const fieldsValueMap = store.submission();
    writer.current?.flush();
    setBusy(true);
    try {
      const noticeId = processStatus === '1' ? target.noticeId : undefined;
      const answer = saved.current.recordId
        ? await forms.updateRecord({
            id: saved.current.recordId,
            formDataId: loaded.info.id,
            fieldsValueMap,
            processStatus,
            ...(saved.current.revision ? { revision: saved.current.revision } : {}),
            ...(noticeId ? { noticeId } : {}),
          })
        : await forms.addRecord({
            formDataId: loaded.info.id,
            fieldsValueMap,
            processStatus,
            ...(loaded.taskId ? { taskId: loaded.taskId } : {}),
            ...(noticeId ? { noticeId } : {}),
          });
      const record = answer?.data;
      if (!record) return null;
      // The server holds it now: the local copy is no longer needed.
      writer.current?.clear();
      removeDraft(browserStorage(), keyFor(loaded.info, loaded.taskId, null));
      saved.current = { recordId: record.id, revision: record.revision };
      writer.current = createDraftWriter({
        storage: browserStorage(),
        key: keyFor(loaded.info, loaded.taskId, record.id),
        baseRevision: () => saved.current.revision,
      });
      setRestoredAt(null);
      return record;
    } catch {
      // The client showed the server's message; what was typed stays in the local draft.
      return null;
    } finally {
      setBusy(false);
    }
  };

  const tempSave = useClickGuard(() => {
    void save('0').then((record) => {
      if (record) notifier.show({ type: 'success', text: REPORT_TEXT.tempSaved });
    });
  });
  const submit = useClickGuard(() => {
    if (!store) return;
    const errors = store.validateAll();
    const count = Object.keys(errors).length;
    if (count > 0) {
      notifier.show({ type: 'error', text: REPORT_TEXT.fixErrors(count) });
      focusFirstInvalid(pageRef.current);
      return;
    }
    void dialogs
      .ask({ title: REPORT_TEXT.submitConfirmTitle, text: REPORT_TEXT.submitConfirm })
      .then(async (confirmed) => {
        if (!confirmed) return;
        const record = await save('1');
        if (!record) return;
        notifier.show({ type: 'success', text: REPORT_TEXT.submitted });
        if (target.noticeId) announceNoticeUpdate();
        // Submitted, the form can no longer be sent: its tab closes rather than staying open on it.
        const next = shell.tabs.closeDone(tabPath, returnTo);
        if (next.type === 'go') navigate(next.to);
        else navigate(`/redirect${next.path}`, { replace: true });
      });
  });
  const reset = useClickGuard(() => {
    void dialogs.ask({ title: REPORT_TEXT.resetConfirmTitle, text: REPORT_TEXT.resetConfirm }).then((confirmed) => {
      if (confirmed) store?.reset();
    });
  });
  const openTestData = useClickGuard(() => setTestOpen(true));

  if (failure)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{failure}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => navigate(REPORT_LIST_PATH)}>{REPORT_TEXT.backToList}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  if (!loaded || !store) return <Spinner label={REPORT_TEXT.loading} />;

  const submitted = loaded.record?.processStatus === '1';
  const { definition } = store;
  return (
    <div className={styles.page} ref={pageRef}>
      <div className={styles.header}>
        <Title3 as="h1">{loaded.info.title}</Title3>
        <Text className={styles.meta}>{REPORT_TEXT.version(loaded.info.version)}</Text>
        {loaded.task ? (
          <>
            <Text className={styles.meta}>{labelled(REPORT_TEXT.columns.period, loaded.task.period)}</Text>
            <Text className={styles.meta}>{labelled(REPORT_TEXT.columns.dueDate, loaded.task.dueDate)}</Text>
          </>
        ) : null}
      </div>
      {submitted ? (
        <MessageBar intent="info">
          <MessageBarBody>{REPORT_TEXT.alreadySubmitted}</MessageBarBody>
        </MessageBar>
      ) : null}
      {restoredAt !== null ? (
        <MessageBar intent="success">
          <MessageBarBody>{REPORT_TEXT.draftRestored(formatTime(new Date(restoredAt)))}</MessageBarBody>
          <MessageBarActions>
            <Button
              onClick={() => {
                writer.current?.clear();
                store.load(loaded.record?.fieldsValueMap ?? {});
                if (!loaded.record) store.reset();
                writer.current?.clear();
                setRestoredAt(null);
              }}
            >
              {REPORT_TEXT.discardDraft}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      <FormView
        store={store}
        mode={submitted ? 'detail' : 'edit'}
        size={size}
        label={REPORT_TEXT.formLabel(loaded.info.title)}
      />
      {definition.showButtons && !submitted ? (
        <div className={styles.bar} role="toolbar" aria-label={REPORT_TEXT.buttonBar}>
          <Button size={size} disabled={openTestData.disabled || definition.disabled} onClick={openTestData.onClick}>
            {FORM_TEXT.testData}
          </Button>
          <Button size={size} disabled={tempSave.disabled || busy || definition.disabled} onClick={tempSave.onClick}>
            {FORM_TEXT.tempSave}
          </Button>
          <Button
            size={size}
            appearance="primary"
            disabled={submit.disabled || busy || definition.disabled}
            onClick={submit.onClick}
          >
            {FORM_TEXT.submit}
          </Button>
          <Button size={size} disabled={reset.disabled || definition.disabled} onClick={reset.onClick}>
            {FORM_TEXT.reset}
          </Button>
        </div>
      ) : null}
      <TestDataDialog
        open={testOpen}
        initial={JSON.stringify(loaded.info.testData ?? {}, null, 2)}
        onApply={(values) => store.load(values)}
        onClose={() => setTestOpen(false)}
      />
    </div>
  );
}
