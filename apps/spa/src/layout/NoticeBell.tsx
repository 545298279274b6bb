// SPEC §4 notice bell: the unread notices (isRead '0'), the first 3 when there are more than 5; a
// click marks the notice read and reloads the list; a notice awaiting a form opens /configlist.
// Refreshed on the updateNoticeData event. 查看全部 opens 我的消息, where read notices stay.
import type { Notice } from '@ent/core/api';
import { SHELL_TEXT } from '@ent/core/messages';
import { BELL_QUERY, bellRows, MY_NOTICES_PATH } from '@ent/core/shell';
import {
  Button,
  CounterBadge,
  Link,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { useNoticeUpdates } from '../state/noticeUpdates';
import { useServices } from '../state/servicesContext';
import { useControlSize } from '../state/useShell';
import { useNoticeOpener } from '../widgets/notices/useNoticeOpener';

const useStyles = makeStyles({
  anchor: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-2px', right: '-4px', pointerEvents: 'none' },
  surface: { width: '340px', padding: '8px 0' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    width: '100%',
    padding: '8px 16px',
    border: 'none',
    background: 'none',
    textAlign: 'left',
    cursor: 'pointer',
    font: 'inherit',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '-2px' },
  },
  time: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  empty: { padding: '12px 16px', color: tokens.colorNeutralForeground3 },
  footer: { padding: '6px 16px 0', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  all: {
    display: 'flex',
    justifyContent: 'flex-end',
    marginTop: '8px',
    padding: '8px 16px 0',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

export function NoticeBell() {
  const { noticeApi, platform } = useServices();
  const [rows, setRows] = useState<Notice[]>([]);
  const [total, setTotal] = useState(0);
  const [open, setOpen] = useState(false);
  const opener = useNoticeOpener();
  const size = useControlSize();
  const styles = useStyles();

  const load = useCallback(async () => {
    const response = await noticeApi.mine({ ...BELL_QUERY, keyValue: '' }).catch(() => null);
    if (!response?.data) return;
    setRows(response.data.rows);
    setTotal(response.data.total);
  }, [noticeApi]);

  // New notices come from other people (an answer, an assigned form): asked for on the
  // updateNoticeData event, at the deployment's interval while the page is visible, and at once
  // when it becomes visible again.
  useEffect(() => {
    void load();
    const refresh = () => {
      if (document.visibilityState === 'visible') void load();
    };
    const timer = window.setInterval(refresh, platform.deployment.noticePollSeconds * 1000);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [load, platform.deployment.noticePollSeconds]);
  useNoticeUpdates(load);

  // Marked read, announced (the bell and the desk's unread figure both load again), then opened.
  const choose = async (notice: Notice) => {
    setOpen(false);
    await opener.open(notice);
  };

  // The badge sits beside the button rather than inside it: a Fluent button with content takes a
  // text button's width, which put the count a button's width away from the bell.
  return (
    <span className={styles.anchor}>
      <Popover
        open={open}
        onOpenChange={(_event, data) => {
          setOpen(data.open);
          if (data.open) void load();
        }}
        positioning="below-end"
      >
        <PopoverTrigger disableButtonEnhancement>
          <Tooltip content={total > 0 ? SHELL_TEXT.noticesUnread(total) : SHELL_TEXT.notices} relationship="label">
            <Button appearance="subtle" size={size} icon={<AlertRegular />} />
          </Tooltip>
        </PopoverTrigger>
        <PopoverSurface className={styles.surface} aria-label={SHELL_TEXT.notices}>
          {rows.length === 0 ? (
            <Text className={styles.empty} block>
              {SHELL_TEXT.noticesEmpty}
            </Text>
          ) : (
            <ul className={styles.list}>
              {bellRows(rows).map((notice) => (
                <li key={notice.noticeId}>
                  <button type="button" className={styles.item} onClick={() => void choose(notice)}>
                    <Text weight="semibold" truncate wrap={false}>
                      {notice.noticeTitle}
                    </Text>
                    <span className={styles.time}>{notice.createTime}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {rows.length > 5 ? (
            <Text className={styles.footer} block>
              {SHELL_TEXT.noticeMore(total)}
            </Text>
          ) : null}
          {/* Always there, an empty bell too: read notices are found again on 我的消息. */}
          <div className={styles.all}>
            <RouterLink href={MY_NOTICES_PATH} onClick={() => setOpen(false)} asChild>
              <Link aria-label={SHELL_TEXT.noticesAllLabel}>{SHELL_TEXT.noticesAll}</Link>
            </RouterLink>
          </div>
        </PopoverSurface>
      </Popover>
      {total > 0 ? (
        <CounterBadge className={styles.badge} count={total} size="small" color="danger" aria-hidden />
      ) : null}
      {opener.dialog}
    </span>
  );
}
