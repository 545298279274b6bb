// 导入用户: choose an .xlsx (the template is one click away), the options, a preview of what each
// row would do, then the import; each row's result is shown in Chinese.
import type { UserImportResult } from '@ent/core/api';
import { USER_TEXT as T } from '@ent/core/messages';
import {
  Body1,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { downloadExport } from '../../../widgets/download';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '12px' },
  row: { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' },
  results: { maxHeight: '300px', overflowY: 'auto' },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

export function UserImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const { userApi } = useServices();
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<UserImportResult | null>(null);
  const [busy, setBusy] = useState(false);

  const template = async () => {
    const { data } = await userApi.importTemplate();
    if (data) downloadExport(data);
  };
  const send = async (preview: boolean) => {
    if (!file) return;
    setBusy(true);
    const answer = await userApi
      .importData(file, file.name, { updateSupport, allOrNothing, preview, password })
      .catch(() => null);
    setBusy(false);
    if (!answer?.data) return;
    setResult(answer.data);
    if (answer.data.committed) onImported();
  };
  const summary = result
    ? result.preview
      ? T.importPreviewSummary(result.rows.filter((row) => row.ok).length, result.failed)
      : T.importSummary(result.succeeded, result.failed)
    : '';

  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{T.importTitle}</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.row}>
              <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
                {T.chooseFile}
              </Button>
              <input
                ref={input}
                type="file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                hidden
                tabIndex={-1}
                aria-label={T.importFile}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setResult(null);
                  event.target.value = '';
                }}
              />
              <Body1>{file?.name ?? T.importFile}</Body1>
              <Button appearance="transparent" icon={<ArrowDownloadRegular />} onClick={() => void template()}>
                {T.template}
              </Button>
            </div>
            <Checkbox
              label={T.updateExisting}
              checked={updateSupport}
              onChange={(_event, data) => setUpdateSupport(data.checked === true)}
            />
            <Checkbox
              label={T.allOrNothing}
              checked={allOrNothing}
              onChange={(_event, data) => setAllOrNothing(data.checked === true)}
            />
            <Field label={T.initialPassword} hint={T.initialPasswordHint}>
              <Input
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(_event, data) => setPassword(data.value)}
              />
            </Field>
            {result ? (
              <>
                <Body1 role="status">
                  {result.committed || result.preview ? summary : `${summary} ${T.importNothing}`}
                </Body1>
                <div className={styles.results}>
                  <Table size="small" aria-label={T.importResult}>
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell>{T.importRow}</TableHeaderCell>
                        <TableHeaderCell>{T.userName}</TableHeaderCell>
                        <TableHeaderCell>{T.nickName}</TableHeaderCell>
                        <TableHeaderCell>{T.importAction}</TableHeaderCell>
                        <TableHeaderCell>{T.importResult}</TableHeaderCell>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {result.rows.map((row) => (
                        <TableRow key={row.rowNumber}>
                          <TableCell>{row.rowNumber}</TableCell>
                          <TableCell>{row.userName}</TableCell>
                          <TableCell>{row.nickName}</TableCell>
                          <TableCell>{T.importActions[row.action]}</TableCell>
                          <TableCell className={row.ok ? undefined : styles.failed}>{row.message}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button disabled={!file || busy} onClick={() => void send(true)}>
              {T.preview}
            </Button>
            <Button appearance="primary" disabled={!file || busy} onClick={() => void send(false)}>
              {T.startImport}
            </Button>
            <Button onClick={onClose}>{T.cancel}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
