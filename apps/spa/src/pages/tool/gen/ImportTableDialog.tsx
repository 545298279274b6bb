// 导入表: the platform's business tables not imported yet, searched by name and description, chosen
// with checkboxes and imported together.
import type { GenDbTable } from '@ent/core/api';
import { GEN_TEXT } from '@ent/core/messages';
import {
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
  Text,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { useResource } from '../../../widgets/model/useResource';

const useStyles = makeStyles({
  surface: { width: 'min(760px, calc(100vw - 32px))', maxWidth: 'none' },
  content: { display: 'flex', flexDirection: 'column', gap: '12px' },
  search: { display: 'flex', gap: '8px', alignItems: 'flex-end', flexWrap: 'wrap' },
  rows: { maxHeight: '360px', overflowY: 'auto' },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export function ImportTableDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const { genApi, notifier } = useServices();
  const styles = useStyles();
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [applied, setApplied] = useState({ name: '', comment: '' });
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const tables = useResource(
    async () =>
      (
        await genApi.dbList({
          pageSize: 200,
          ...(applied.name ? { tableName: applied.name } : {}),
          ...(applied.comment ? { tableComment: applied.comment } : {}),
        })
      ).data?.rows ?? [],
    [genApi, applied],
  );
  const rows: GenDbTable[] = tables.status === 'ready' ? tables.data : [];

  const toggle = (table: string, on: boolean) => {
    setProblem('');
    setChosen((current) => (on ? [...current, table] : current.filter((each) => each !== table)));
  };

  const submit = async () => {
    if (chosen.length === 0) {
      setProblem(GEN_TEXT.importNone);
      return;
    }
    setBusy(true);
    try {
      const { data } = await genApi.importTable(chosen);
      notifier.show({ type: 'success', text: GEN_TEXT.imported(data ?? chosen.length) });
      onImported();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{GEN_TEXT.importTitle}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text className={styles.hint}>{GEN_TEXT.importIntro}</Text>
            <form
              className={styles.search}
              onSubmit={(event) => {
                event.preventDefault();
                setApplied({ name: name.trim(), comment: comment.trim() });
              }}
            >
              <Field label={GEN_TEXT.tableName}>
                <Input value={name} onChange={(_event, data) => setName(data.value)} />
              </Field>
              <Field label={GEN_TEXT.tableComment}>
                <Input value={comment} onChange={(_event, data) => setComment(data.value)} />
              </Field>
              <Button type="submit" icon={<SearchRegular />}>
                {GEN_TEXT.search}
              </Button>
            </form>
            <div className={styles.rows}>
              <Table size="small" aria-label={GEN_TEXT.importTitle}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>
                      <Checkbox
                        aria-label={GEN_TEXT.selectAll}
                        checked={
                          rows.length > 0 && rows.every((row) => chosen.includes(row.tableName))
                            ? true
                            : chosen.length > 0
                              ? 'mixed'
                              : false
                        }
                        onChange={(_event, data) =>
                          setChosen(data.checked === true ? rows.map((row) => row.tableName) : [])
                        }
                      />
                    </TableHeaderCell>
                    <TableHeaderCell>{GEN_TEXT.tableName}</TableHeaderCell>
                    <TableHeaderCell>{GEN_TEXT.tableComment}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={3}>
                        {tables.status === 'loading' ? GEN_TEXT.loading : GEN_TEXT.dbEmpty}
                      </TableCell>
                    </TableRow>
                  ) : (
                    rows.map((row) => (
                      <TableRow key={row.tableName}>
                        <TableCell>
                          <Checkbox
                            aria-label={GEN_TEXT.selectRow(row.tableName)}
                            checked={chosen.includes(row.tableName)}
                            onChange={(_event, data) => toggle(row.tableName, data.checked === true)}
                          />
                        </TableCell>
                        <TableCell>{row.tableName}</TableCell>
                        <TableCell>{row.tableComment}</TableCell>
                      </TableRow>
                    ))
                  )}
                </TableBody>
              </Table>
            </div>
            {problem ? (
              <Text role="alert" className={styles.error}>
                {problem}
              </Text>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy} onClick={() => void submit()}>
              {GEN_TEXT.confirm}
            </Button>
            <Button onClick={onClose}>{GEN_TEXT.cancel}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
