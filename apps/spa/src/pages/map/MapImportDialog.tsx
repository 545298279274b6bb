// 导入地图数据: a CSV or GeoJSON file read in the browser, checked by the server first (preview with
// each row's result), then imported all together; one bad row keeps the whole file out.
import type { MapImportResult } from '@ent/core/contract';
import {
  draftsFromCsv,
  draftsFromGeoJson,
  draftsFromTable,
  IMPORT_COLUMN_HEADINGS,
  type ImportDraft,
  MAP_IMPORT_LIMIT,
} from '@ent/core/map';
import { MAP_TEXT as T } from '@ent/core/messages';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useServices } from '../../state/servicesContext';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '12px' },
  refused: { color: tokens.colorPaletteRedForeground1 },
  table: { maxHeight: '320px', overflowY: 'auto' },
  file: { display: 'flex', flexDirection: 'column', gap: '4px' },
});

type ImportRow = ImportDraft & { row: number };

function toRequestRow(draft: ImportRow) {
  const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));
  return {
    row: draft.row,
    name: text(draft.name) ?? '',
    ifUse: text(draft.ifUse) ?? '',
    thisType: text(draft.thisType) ?? '',
    cityCode: text(draft.cityCode) ?? '',
    longitude: text(draft.longitude) ?? null,
    latitude: text(draft.latitude) ?? null,
    path: Array.isArray(draft.path)
      ? (draft.path as Array<Array<string | number>>)
      : draft.path === undefined
        ? undefined
        : [],
    contactName: text(draft.contactName) ?? '',
    contactPhone: text(draft.contactPhone) ?? '',
    isPublic: text(draft.isPublic) ?? false,
    remark: text(draft.remark) ?? '',
  };
}

export function MapImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const { mapApi, notifier } = useServices();
  const styles = useStyles();
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [problem, setProblem] = useState('');
  const [result, setResult] = useState<MapImportResult | null>(null);
  const [busy, setBusy] = useState(false);

  const read = async (file: File | undefined) => {
    setResult(null);
    setRows(null);
    setProblem('');
    if (!file) return;
    let drafts: ImportDraft[] | null;
    try {
      drafts = await draftsOf(file);
    } catch (error) {
      // The server's reason (not an .xlsx, too large) says more than "unreadable".
      return setProblem((error as { message?: string }).message || T.importUnreadable);
    }
    if (!drafts) return setProblem(T.importUnreadable);
    if (drafts.length === 0) return setProblem(T.importEmpty);
    if (drafts.length > MAP_IMPORT_LIMIT) return setProblem(T.importTooMany(MAP_IMPORT_LIMIT));
    setRows(drafts);
    setBusy(true);
    try {
      setResult((await mapApi.importRows({ rows: drafts.map(toRequestRow), dryRun: true })).data ?? null);
    } finally {
      setBusy(false);
    }
  };

  /** The file's rows: GeoJSON and CSV read here, an Excel sheet read by the server (null: unreadable). */
  const draftsOf = async (file: File): Promise<ImportDraft[] | null> => {
    if (/\.xlsx$/i.test(file.name)) {
      const answer = await mapApi.importSheet(file, file.name);
      return answer.data ? draftsFromTable(answer.data.table) : null;
    }
    const text = await file.text();
    return /\.(geo)?json$/i.test(file.name) ? draftsFromGeoJson(text) : draftsFromCsv(text);
  };

  const run = async () => {
    if (!rows) return;
    setBusy(true);
    try {
      const answer = (await mapApi.importRows({ rows: rows.map(toRequestRow) })).data;
      setResult(answer ?? null);
      if (answer && answer.imported > 0) {
        notifier.show({ type: 'success', text: T.importDone(answer.imported) });
        onImported();
      }
    } finally {
      setBusy(false);
    }
  };

  const refused = result?.refused ?? 0;
  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{T.importTitle}</DialogTitle>
          <DialogContent className={styles.body}>
            <Text>{T.importHint(IMPORT_COLUMN_HEADINGS)}</Text>
            <label className={styles.file}>
              {T.importFile}
              <input
                type="file"
                accept=".csv,.xlsx,.json,.geojson"
                onChange={(event) => void read(event.target.files?.[0])}
              />
            </label>
            {problem ? (
              <Text role="alert" className={styles.refused}>
                {problem}
              </Text>
            ) : null}
            {result ? (
              <>
                <Text role="status" className={refused > 0 ? styles.refused : undefined}>
                  {refused > 0
                    ? T.importRefused(refused)
                    : result.imported > 0
                      ? T.importDone(result.imported)
                      : T.importPreview}
                </Text>
                <div className={styles.table}>
                  <Table size="small" aria-label={T.importPreview}>
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell>{T.columns.row}</TableHeaderCell>
                        <TableHeaderCell>{T.columns.name}</TableHeaderCell>
                        <TableHeaderCell>{T.columns.result}</TableHeaderCell>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {result.rows.map((row) => (
                        <TableRow key={row.row}>
                          <TableCell>{T.importRow(row.row)}</TableCell>
                          <TableCell>{row.name}</TableCell>
                          <TableCell className={row.ok ? undefined : styles.refused}>
                            {row.ok ? T.importOk : row.problem}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabled={!rows || busy || refused > 0 || (result?.imported ?? 0) > 0}
              onClick={() => void run()}
            >
              {T.importRun}
            </Button>
            <Button onClick={onClose}>{T.cancel}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
