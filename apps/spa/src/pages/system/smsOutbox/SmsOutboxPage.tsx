// Government staff (system:smsOutbox:list): the messages the default SMS sender kept in the outbox
// while no gateway (SMS_WEBHOOK_URL) is configured, newest first, searchable by phone.
import type { Page, SmsOutboxRow } from '@ent/core/api';
import { OUTBOX_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import { DEFAULT_PAGE_SIZE } from '@ent/core/shell';
import {
  Body1,
  Button,
  Card,
  Field,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useCallback, useState } from 'react';
import { useLoadWhileActive } from '../../../layout/useLoadWhileActive';
import { useServices } from '../../../state/servicesContext';
import { useListPageStyles } from '../../../widgets/listPageStyles';
import { Pager } from '../../../widgets/Pager';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
  content: { wordBreak: 'break-all' },
});

export default function SmsOutboxPage() {
  const { smsOutbox } = useServices();
  const styles = { ...useListPageStyles(), ...useStyles() };
  const [phone, setPhone] = useState('');
  const [query, setQuery] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, phone: '' });
  const [page, setPage] = useState<Page<SmsOutboxRow>>({ rows: [], total: 0 });

  const load = useCallback(async () => {
    try {
      const { data } = await smsOutbox.page({
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        phone: query.phone || undefined,
      });
      setPage(data ?? { rows: [], total: 0 });
    } catch {
      // Shown by the HTTP client.
    }
  }, [smsOutbox, query]);

  useLoadWhileActive(load);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery((q) => ({ ...q, pageNum: 1, phone: phone.replace(/\D/g, '') }));
  };

  return (
    <Card className={styles.page}>
      <Title3 as="h1">{OUTBOX_TEXT.title}</Title3>
      <Body1 className={styles.hint}>{OUTBOX_TEXT.hint}</Body1>
      <form className={styles.search} onSubmit={search} aria-label={OUTBOX_TEXT.search}>
        <Field label={OUTBOX_TEXT.phone}>
          <Input inputMode="numeric" maxLength={11} value={phone} onChange={(_e, data) => setPhone(data.value)} />
        </Field>
        <Button type="submit" appearance="primary">
          {OUTBOX_TEXT.search}
        </Button>
        <Button
          onClick={() => {
            setPhone('');
            setQuery((q) => ({ ...q, pageNum: 1, phone: '' }));
          }}
        >
          {OUTBOX_TEXT.reset}
        </Button>
      </form>
      <Table aria-label={OUTBOX_TEXT.title}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{OUTBOX_TEXT.createTime}</TableHeaderCell>
            <TableHeaderCell>{OUTBOX_TEXT.phone}</TableHeaderCell>
            <TableHeaderCell>{OUTBOX_TEXT.scene}</TableHeaderCell>
            <TableHeaderCell>{OUTBOX_TEXT.content}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {page.rows.length === 0 ? (
            <TableRow>
              <TableCell>{WIDGET_TEXT.noData}</TableCell>
            </TableRow>
          ) : (
            page.rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.createTime}</TableCell>
                <TableCell>{row.phone}</TableCell>
                <TableCell>{OUTBOX_TEXT.scenes[row.scene] ?? row.scene}</TableCell>
                <TableCell className={styles.content}>{row.content}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Pager
        total={page.total}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onChange={(next) => setQuery((q) => ({ ...q, ...next }))}
      />
    </Card>
  );
}
