// /bulletin/detail?id=: one bulletin from the bulletin list (政企资讯 › 通知公告), its text sanitised.
import type { Bulletin } from '@ent/core/api';
import { NEWS_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { usePageFrame } from '../../layout/AppMain';
import { useServices } from '../../state/servicesContext';
import { useControlSize } from '../../state/useShell';
import { SafeHtml } from '../../widgets/SafeHtml';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px' },
  meta: { display: 'flex', gap: '16px', flexWrap: 'wrap', alignItems: 'center', color: tokens.colorNeutralForeground3 },
  content: { lineHeight: '1.8', fontSize: tokens.fontSizeBase400 },
});

export const BULLETIN_LIST_PATH = '/zqhd/notice?tab=bulletins';

export default function BulletinDetailPage() {
  const { news } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const [, navigate] = useLocation();
  const search = useSearch();
  const { active } = usePageFrame();
  const own = useRef(search);
  if (active) own.current = search;
  const id = Number(new URLSearchParams(own.current).get('id'));
  const [state, setState] = useState<Bulletin | 'loading' | { failed: string }>('loading');

  useEffect(() => {
    let cancelled = false;
    if (!Number.isInteger(id) || id <= 0) {
      setState({ failed: NEWS_TEXT.missingId });
      return;
    }
    setState('loading');
    void news
      .bulletin(id)
      .then((response) => !cancelled && setState(response.data ?? { failed: NEWS_TEXT.bulletinNotFound }))
      .catch(() => !cancelled && setState({ failed: NEWS_TEXT.bulletinNotFound }));
    return () => {
      cancelled = true;
    };
  }, [news, id]);

  return (
    <article className={styles.page} aria-label={NEWS_TEXT.bulletinDetail}>
      <div>
        <Button icon={<ArrowLeftRegular />} size={size} onClick={() => navigate(BULLETIN_LIST_PATH)}>
          {NEWS_TEXT.back}
        </Button>
      </div>
      {state === 'loading' ? <Spinner label={WIDGET_TEXT.loading} /> : null}
      {typeof state === 'object' && 'failed' in state ? (
        <MessageBar intent="error">
          <MessageBarBody>{state.failed}</MessageBarBody>
        </MessageBar>
      ) : null}
      {typeof state === 'object' && 'bulletinId' in state ? (
        <>
          <Title3 as="h1">{state.title}</Title3>
          <div className={styles.meta}>
            <Text>{`${NEWS_TEXT.city}：${state.cityName ?? NEWS_TEXT.province}`}</Text>
            <Text>{`${NEWS_TEXT.publishTime}：${state.publishTime}`}</Text>
            <Badge appearance="outline" color={state.isPublic ? 'success' : 'informative'}>
              {state.isPublic ? NEWS_TEXT.public : NEWS_TEXT.internal}
            </Badge>
          </div>
          <SafeHtml className={styles.content} html={state.content} />
        </>
      ) : null}
    </article>
  );
}
