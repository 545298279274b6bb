// Government staff (system:smsOutbox:list): the messages the default SMS sender kept in the outbox
// while no gateway (SMS_WEBHOOK_URL) is configured, newest first, searchable by phone.
import type { SmsOutboxRow } from '@ent/core/api';
import { outboxPhoneFilter } from '@ent/core/contract';
import { OUTBOX_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useServices } from '../../../state/servicesContext';
import { TextFilter } from '../../../widgets/list/filters';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useList } from '../../../widgets/list/useList';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
  content: { wordBreak: 'break-all' },
});

export default function SmsOutboxPage() {
  const { smsOutbox } = useServices();
  const styles = useStyles();
  const { list, state } = useList<SmsOutboxRow, { phone: string }, number>({
    empty: { phone: '' },
    key: (row) => row.id,
    load: async ({ filters, pageNum, pageSize }) => {
      const phone = outboxPhoneFilter(filters.phone);
      if (!phone) return { rows: [], total: 0 };
      return (await smsOutbox.page({ pageNum, pageSize, ...phone })).data;
    },
  });
  const columns: ListColumn<SmsOutboxRow>[] = [
    { key: 'createTime', label: OUTBOX_TEXT.createTime, nowrap: true, render: (row) => row.createTime },
    { key: 'phone', label: OUTBOX_TEXT.phone, nowrap: true, render: (row) => row.phone },
    { key: 'scene', label: OUTBOX_TEXT.scene, render: (row) => OUTBOX_TEXT.scenes[row.scene] ?? row.scene },
    {
      key: 'content',
      label: OUTBOX_TEXT.content,
      render: (row) => <span className={styles.content}>{row.content}</span>,
    },
  ];

  return (
    <ListPage
      title={OUTBOX_TEXT.title}
      intro={<Body1 className={styles.hint}>{OUTBOX_TEXT.hint}</Body1>}
      list={list}
      state={state}
      searchLabel={OUTBOX_TEXT.search}
      searchFields={<TextFilter list={list} filters={state.filters} name="phone" label={OUTBOX_TEXT.phone} />}
      columns={columns}
      rowKey={(row) => row.id}
      empty={WIDGET_TEXT.noData}
    />
  );
}
