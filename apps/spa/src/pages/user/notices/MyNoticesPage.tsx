// /user/notices (user/notices/index), 我的消息: every notice of the account, read and unread, newest
// first, so a notice read from the bell (a filing returned with the reviewer's opinion, a
// consulting answer) can be found again. Reached from the bell's 查看全部; a layout route every
// account has. Filtered by 全部 / 未读 / 已读 and a title keyword; a notice opens as from the bell
// (marked read; its form at /configlist, else its content), and 全部标为已读 marks every unread one.
// Each change is announced, so the bell and the desk's unread figure follow.
import type { Notice } from '@ent/core/api';
import { DOMAIN_TEXT, MY_NOTICES_TEXT as T } from '@ent/core/messages';
import { loadMyNotices, MY_NOTICES_EMPTY, type MyNoticesFilters, READ_FILTERS, type ReadFilter } from '@ent/core/shell';
import {
  Badge,
  Body1,
  Button,
  CounterBadge,
  Link,
  makeStyles,
  mergeClasses,
  Tab,
  TabList,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { announceNoticeUpdate, useNoticeUpdates } from '../../../state/noticeUpdates';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { TextFilter } from '../../../widgets/list/filters';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useList } from '../../../widgets/list/useList';
import { useNoticeOpener } from '../../../widgets/notices/useNoticeOpener';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
  tab: { display: 'inline-flex', gap: '6px', alignItems: 'center' },
  title: { wordBreak: 'break-word' },
  unread: { fontWeight: tokens.fontWeightSemibold },
  states: { display: 'inline-flex', gap: '4px' },
});

export default function MyNoticesPage() {
  const { noticeApi, notifier } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const opener = useNoticeOpener();
  const [unread, setUnread] = useState(0);

  const { list, state } = useList<Notice, MyNoticesFilters, number>({
    empty: MY_NOTICES_EMPTY,
    key: (row) => row.noticeId,
    load: async ({ filters, pageNum, pageSize }) => {
      const { page, unread: count } = await loadMyNotices(noticeApi.mine, filters, { pageNum, pageSize });
      if (count !== undefined) setUnread(count);
      return page;
    },
  });
  // A notice read from the bell, or a form submitted from its notice, shows here at once.
  useNoticeUpdates(list.reload);

  const markAll = async () => {
    const answer = await noticeApi.markAllRead().catch(() => null);
    if (!answer) return;
    notifier.show({ type: 'success', text: T.markedAllRead(answer.data ?? 0) });
    // The bell, the desk's unread figure and this list load again.
    announceNoticeUpdate();
  };

  const columns: ListColumn<Notice>[] = [
    {
      key: 'noticeTitle',
      label: T.noticeTitle,
      minWidth: '16em',
      render: (row) => (
        <span className={styles.title}>
          <Link className={mergeClasses(row.isRead === '0' && styles.unread)} onClick={() => void opener.open(row)}>
            {row.noticeTitle}
          </Link>
        </span>
      ),
    },
    { key: 'noticeType', label: T.noticeType, nowrap: true, render: (row) => DOMAIN_TEXT.noticeTypes[row.noticeType] },
    { key: 'createBy', label: T.createBy, nowrap: true, hidden: true, render: (row) => row.createBy },
    { key: 'createTime', label: T.createTime, nowrap: true, render: (row) => row.createTime },
    {
      key: 'status',
      label: T.status,
      nowrap: true,
      render: (row) => (
        <span className={styles.states}>
          <Badge
            appearance={row.isRead === '0' ? 'filled' : 'tint'}
            color={row.isRead === '0' ? 'danger' : 'informative'}
          >
            {T.readState[row.isRead]}
          </Badge>
          {row.formId !== null && row.status === '0' ? (
            <Badge appearance="tint" color="warning">
              {T.awaitingForm}
            </Badge>
          ) : null}
        </span>
      ),
    },
  ];

  const applied = state.applied;
  const empty = applied.keyValue.trim() ? T.emptySearch : T.empty[applied.isRead];

  return (
    <>
      <ListPage
        title={T.title}
        intro={<Body1 className={styles.hint}>{T.intro}</Body1>}
        list={list}
        state={state}
        searchLabel={T.search}
        searchFields={<TextFilter list={list} filters={state.filters} name="keyValue" label={T.noticeTitle} />}
        actions={
          <>
            <TabList
              size={size === 'large' ? 'large' : 'medium'}
              selectedValue={applied.isRead}
              aria-label={T.readFilter}
              onTabSelect={(_event, data) => {
                list.setFilters({ isRead: data.value as ReadFilter });
                void list.search();
              }}
            >
              {READ_FILTERS.map((value) => (
                <Tab key={value} value={value}>
                  {value === '0' ? (
                    <span className={styles.tab}>
                      {T.filters[value]}
                      <CounterBadge
                        count={unread}
                        appearance={unread > 0 ? 'filled' : 'ghost'}
                        color={unread > 0 ? 'danger' : 'informative'}
                        showZero
                      />
                    </span>
                  ) : (
                    T.filters[value]
                  )}
                </Tab>
              ))}
            </TabList>
            {/* Always in its tooltip, so the button stays the same element (and keeps the focus)
                when it turns off after use. */}
            <Tooltip
              content={unread === 0 ? T.noneUnread : T.markAllReadOf(unread)}
              relationship="description"
              withArrow
            >
              <Button
                size={size}
                icon={<CheckmarkCircleRegular />}
                disabledFocusable={unread === 0}
                onClick={() => void markAll()}
              >
                {T.markAllRead}
              </Button>
            </Tooltip>
          </>
        }
        columns={columns}
        rowKey={(row) => row.noticeId}
        onRowClick={(row) => void opener.open(row)}
        empty={empty}
      />
      {opener.dialog}
    </>
  );
}
