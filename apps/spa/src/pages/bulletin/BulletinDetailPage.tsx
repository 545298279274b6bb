// /bulletin/detail?id=: one bulletin from the bulletin list (政企资讯 › 通知公告), its text sanitised.
import { labelled, NEWS_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import { present } from '@ent/core/model';
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
import { useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { usePageFrame } from '../../state/pageFrame';
import { useServices } from '../../state/servicesContext';
import { useControlSize } from '../../state/useShell';
import { useResource } from '../../widgets/model/useResource';
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
  const bulletin = useResource(async () => {
    if (!Number.isInteger(id) || id <= 0) throw new Error(NEWS_TEXT.missingId);
    return present((await news.bulletin(id)).data);
  }, [news, id]);
  const failure = !Number.isInteger(id) || id <= 0 ? NEWS_TEXT.missingId : NEWS_TEXT.bulletinNotFound;

  return (
    <article className={styles.page} aria-label={NEWS_TEXT.bulletinDetail}>
      <div>
        <Button icon={<ArrowLeftRegular />} size={size} onClick={() => navigate(BULLETIN_LIST_PATH)}>
          {NEWS_TEXT.back}
        </Button>
      </div>
      {bulletin.status === 'loading' ? <Spinner label={WIDGET_TEXT.loading} /> : null}
      {bulletin.status === 'failed' ? (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
      {bulletin.status === 'ready' ? (
        <>
          <Title3 as="h1">{bulletin.data.title}</Title3>
          <div className={styles.meta}>
            <Text>{labelled(NEWS_TEXT.city, bulletin.data.cityName ?? NEWS_TEXT.province)}</Text>
            <Text>{labelled(NEWS_TEXT.publishTime, bulletin.data.publishTime)}</Text>
            <Badge appearance="outline" color={bulletin.data.isPublic ? 'success' : 'informative'}>
              {bulletin.data.isPublic ? NEWS_TEXT.public : NEWS_TEXT.internal}
            </Badge>
          </div>
          <SafeHtml className={styles.content} html={bulletin.data.content} />
        </>
      ) : null}
    </article>
  );
}
