// /dataAdministration/informationFilling/edit[?id=]: a new project filing, or a draft or returned
// one, filled through the dynamic form renderer with the PV filing definition (the version the
// filing was started on). 暂存 keeps a draft on the server, 提交备案 validates the form and the
// coordinate and sends it for review; a filing that is no longer editable opens read-only. What is
// typed (the coordinate too) is kept in a local draft as on the data-reporting fill page, so a
// reload or a closed tab loses nothing; a save that reached the server drops it.
import type { FilingDetail, FormDefinitionInfo } from '@ent/core/api';
import { formatTime } from '@ent/core/format';
import {
  createDraftWriter,
  createFormStore,
  type DraftStorage,
  type FormStore,
  filingDraftKey,
  normalizeDefinition,
  packFilingDraft,
  readDraft,
  removeDraft,
  unpackFilingDraft,
  weighDraft,
} from '@ent/core/forms';
import { FILING_TEXT, REPORT_TEXT } from '@ent/core/messages';
import { checkCoordinate } from '@ent/core/validate';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { focusFirstInvalid } from '../../../widgets/focusFirstInvalid';
import { FormView } from '../../../widgets/form/FormView';
import { useClickGuard } from '../../../widgets/useClickGuard';
import type { Coordinate } from '../CoordinateFields';
import { idFrom } from '../energyBody/EnergyBodyEdit';
import {
  CoordinateSlotContext,
  coordinateText,
  FILING_DETAIL_PATH,
  FILING_EDIT_PATH,
  FILING_LIST_PATH,
  FILING_SLOTS,
  FilingStatusBadge,
} from './filingParts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px' },
  header: { display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap' },
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

interface Loaded {
  info: FormDefinitionInfo;
  filing: FilingDetail | null;
  store: FormStore;
}

const EMPTY_COORDINATE: Coordinate = { longitude: '', latitude: '' };

function browserStorage(): DraftStorage {
  return window.localStorage;
}

export default function FilingEdit() {
  const { filings, notifier, dialogs, shell, sessionState } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const [, navigate] = useLocation();
  const search = useSearch();
  const id = useMemo(() => idFrom(search), [search]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [coordinate, setCoordinate] = useState<Coordinate>(EMPTY_COORDINATE);
  const [coordinateTouched, setCoordinateTouched] = useState<ReadonlySet<keyof Coordinate>>(new Set());
  const [busy, setBusy] = useState(false);
  const pageRef = useRef<HTMLDivElement>(null);
  // What the server holds: the filing's id and revision once saved.
  const held = useRef<{ id: number | null; revision: number | null }>({ id: null, revision: null });
  const writer = useRef<ReturnType<typeof createDraftWriter> | null>(null);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const userId = sessionState.user?.id ?? 0;
  const keyFor = useCallback(
    (info: FormDefinitionInfo, filingId: number | null) => filingDraftKey(userId, info.id, filingId),
    [userId],
  );

  useEffect(() => {
    // The first 暂存 of a new filing puts its id in the address: the page already holds it.
    if (id !== null && held.current.id === id) return;
    let cancelled = false;
    setLoaded(null);
    setFailure(null);
    (async () => {
      let filing: FilingDetail | null = null;
      let info: FormDefinitionInfo | undefined;
      if (id !== null) {
        filing = (await filings.get(id)).data ?? null;
        if (!filing) throw new Error(FILING_TEXT.loadFailed);
        if (!filing.editable) {
          // Submitted or reviewed since: a local draft of it can no longer be used.
          removeDraft(browserStorage(), keyFor(filing.definition, filing.id));
          navigate(`${FILING_DETAIL_PATH}?id=${id}`, { replace: true });
          return;
        }
        info = filing.definition;
      } else {
        info = (await filings.definition()).data;
        if (!info) throw new Error(FILING_TEXT.noDefinition);
      }
      if (cancelled) return;
      const store = createFormStore(normalizeDefinition(info.content ?? { fields: [] }), filing?.fieldsValueMap);
      let start = filing
        ? { longitude: coordinateText(filing.longitude), latitude: coordinateText(filing.latitude) }
        : EMPTY_COORDINATE;
      held.current = { id: filing?.id ?? null, revision: filing?.revision ?? null };
      // The local draft, weighed against what the server holds (as on the fill page).
      const storage = browserStorage();
      const key = keyFor(info, filing?.id ?? null);
      const local = readDraft(storage, key);
      const decision = weighDraft(local, filing ? { processStatus: '0', revision: filing.revision } : null);
      let restore = decision === 'restore';
      if (decision === 'offer' && local) {
        restore = await dialogs.ask({
          title: REPORT_TEXT.draftOfferTitle,
          text: REPORT_TEXT.draftOffer(formatTime(new Date(local.savedAt))),
          confirmText: REPORT_TEXT.useLocalDraft,
          cancelText: REPORT_TEXT.useServerDraft,
        });
        if (!restore) removeDraft(storage, key);
      }
      if (decision === 'discard') removeDraft(storage, key);
      if (cancelled) return;
      if (restore && local) {
        const unpacked = unpackFilingDraft(local.values);
        store.load(unpacked.model, { asModel: true });
        start = unpacked.coordinate;
        setRestoredAt(local.savedAt);
      } else setRestoredAt(null);
      writer.current = createDraftWriter({ storage, key, baseRevision: () => held.current.revision });
      setCoordinate(start);
      setCoordinateTouched(new Set());
      setLoaded({ info, filing, store });
    })().catch((error: unknown) => {
      if (!cancelled) setFailure(error instanceof Error && error.message ? error.message : FILING_TEXT.loadFailed);
    });
    return () => {
      cancelled = true;
    };
  }, [filings, dialogs, keyFor, id, navigate]);

  // Every change (form or coordinate) is kept locally, debounced, and flushed when the page is hidden or left.
  const coordinateRef = useRef(coordinate);
  coordinateRef.current = coordinate;
  useEffect(() => {
    if (!loaded) return;
    const { store } = loaded;
    const unsubscribe = store.subscribeAll(() =>
      writer.current?.schedule(packFilingDraft(store.model(), coordinateRef.current)),
    );
    const flush = () => writer.current?.flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
    return () => {
      unsubscribe();
      flush();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
    };
  }, [loaded]);
  const typedCoordinate = useRef(false);
  useEffect(() => {
    // Only what the user typed is a draft, not the coordinate the page was opened with.
    if (!loaded || !typedCoordinate.current) return;
    writer.current?.schedule(packFilingDraft(loaded.store.model(), coordinate));
  }, [loaded, coordinate]);

  const coordinateErrors = useMemo(
    () => checkCoordinate(coordinate.longitude, coordinate.latitude, true),
    [coordinate],
  );
  const slotValue = useMemo(
    () => ({
      value: coordinate,
      errors: {
        longitude: coordinateTouched.has('longitude') ? coordinateErrors.longitude : undefined,
        latitude: coordinateTouched.has('latitude') ? coordinateErrors.latitude : undefined,
      },
      onChange: (next: Coordinate) => {
        typedCoordinate.current = true;
        setCoordinate(next);
      },
      onBlur: (key: keyof Coordinate) => setCoordinateTouched((before) => new Set([...before, key])),
      size,
    }),
    [coordinate, coordinateErrors, coordinateTouched, size],
  );

  const back = () => {
    navigate(FILING_LIST_PATH);
    shell.tabs.remove(FILING_EDIT_PATH);
  };

  const save = async (action: 'draft' | 'submit'): Promise<FilingDetail | null> => {
    if (!loaded) return null;
    setBusy(true);
    try {
      const answer = await filings.save({
        ...(held.current.id ? { id: held.current.id } : {}),
        ...(held.current.revision ? { revision: held.current.revision } : {}),
        formDataId: loaded.info.id,
        fieldsValueMap: loaded.store.submission(),
        action,
        longitude: coordinate.longitude,
        latitude: coordinate.latitude,
      });
      const filing = answer.data ?? null;
      if (filing) {
        held.current = { id: filing.id, revision: filing.revision };
        // The server holds it now: the local copy is no longer needed.
        writer.current?.clear();
        removeDraft(browserStorage(), keyFor(loaded.info, null));
        writer.current = createDraftWriter({
          storage: browserStorage(),
          key: keyFor(loaded.info, filing.id),
          baseRevision: () => held.current.revision,
        });
        setRestoredAt(null);
      }
      return filing;
    } catch {
      // The client showed the server's message; what was typed stays on the page.
      return null;
    } finally {
      setBusy(false);
    }
  };

  const tempSave = useClickGuard(() => {
    void save('draft').then((filing) => {
      if (!filing) return;
      notifier.show({ type: 'success', text: FILING_TEXT.tempSaved });
      if (id !== filing.id) navigate(`${FILING_EDIT_PATH}?id=${filing.id}`, { replace: true });
    });
  });

  const submit = useClickGuard(() => {
    if (!loaded) return;
    const formErrors = Object.keys(loaded.store.validateAll()).length;
    setCoordinateTouched(new Set(['longitude', 'latitude']));
    const count = formErrors + Object.keys(coordinateErrors).length;
    if (count > 0) {
      notifier.show({ type: 'error', text: FILING_TEXT.fixErrors(count) });
      focusFirstInvalid(pageRef.current);
      return;
    }
    void dialogs
      .ask({ title: FILING_TEXT.submitConfirmTitle, text: FILING_TEXT.submitConfirm })
      .then(async (confirmed) => {
        if (!confirmed) return;
        const filing = await save('submit');
        if (!filing) return;
        notifier.show({ type: 'success', text: FILING_TEXT.submitted });
        navigate(`${FILING_DETAIL_PATH}?id=${filing.id}`);
        shell.tabs.remove(FILING_EDIT_PATH);
      });
  });

  const reset = useClickGuard(() => {
    void dialogs.ask({ title: FILING_TEXT.resetConfirmTitle, text: FILING_TEXT.resetConfirm }).then((confirmed) => {
      if (!confirmed || !loaded) return;
      loaded.store.reset();
      typedCoordinate.current = true;
      setCoordinate(EMPTY_COORDINATE);
      setCoordinateTouched(new Set());
    });
  });

  if (failure)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{failure}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={back}>{FILING_TEXT.back}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  if (!loaded) return <Spinner label={FILING_TEXT.loading} />;

  const { info, filing, store } = loaded;
  return (
    <div className={styles.page} ref={pageRef}>
      <div className={styles.header}>
        <Title3 as="h1">{FILING_TEXT.editTitle}</Title3>
        <Text className={styles.meta}>
          {info.title} {FILING_TEXT.version(info.version)}
        </Text>
        {filing ? <FilingStatusBadge status={filing.status} /> : null}
      </div>
      {filing?.reviewOpinion && filing.submitTime ? (
        <MessageBar intent="warning">
          <MessageBarBody>{FILING_TEXT.rejectedNotice(filing.reviewOpinion)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {restoredAt !== null ? (
        <MessageBar intent="success">
          <MessageBarBody>{REPORT_TEXT.draftRestored(formatTime(new Date(restoredAt)))}</MessageBarBody>
          <MessageBarActions>
            <Button
              size={size}
              onClick={() => {
                writer.current?.clear();
                if (filing) store.load(filing.fieldsValueMap);
                else store.reset();
                writer.current?.clear();
                typedCoordinate.current = false;
                setCoordinate(
                  filing
                    ? { longitude: coordinateText(filing.longitude), latitude: coordinateText(filing.latitude) }
                    : EMPTY_COORDINATE,
                );
                setRestoredAt(null);
              }}
            >
              {REPORT_TEXT.discardDraft}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      <CoordinateSlotContext.Provider value={slotValue}>
        <FormView
          store={store}
          mode="edit"
          size={size}
          slots={FILING_SLOTS}
          label={FILING_TEXT.formLabel(info.title)}
        />
      </CoordinateSlotContext.Provider>
      <div className={styles.bar} role="toolbar" aria-label={FILING_TEXT.buttonBar}>
        <Button size={size} disabled={tempSave.disabled || busy} onClick={tempSave.onClick}>
          {FILING_TEXT.tempSave}
        </Button>
        <Button size={size} appearance="primary" disabled={submit.disabled || busy} onClick={submit.onClick}>
          {FILING_TEXT.submit}
        </Button>
        <Button size={size} disabled={reset.disabled} onClick={reset.onClick}>
          {FILING_TEXT.reset}
        </Button>
        <Button size={size} onClick={back}>
          {FILING_TEXT.back}
        </Button>
      </div>
    </div>
  );
}
