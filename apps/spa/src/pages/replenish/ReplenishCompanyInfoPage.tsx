// Where the session guard sends an enterprise whose information is incomplete (SPEC §4). The
// enterprise self-service issue adds the form that completes it.
import { PAGE_TEXT } from '@ent/core/messages';
import { Body1, Card, CardHeader, makeStyles, Title2 } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useServices } from '../../state/servicesContext';
import { LogoutButton } from '../../widgets/LogoutButton';

const useStyles = makeStyles({
  page: { maxWidth: '1280px', margin: '0 auto', padding: '32px 24px' },
  card: { maxWidth: '640px' },
});

export default function ReplenishCompanyInfoPage() {
  const { sessionState, platform } = useServices();
  const { user } = useSnapshot(sessionState);
  const { title } = useSnapshot(platform);
  const styles = useStyles();

  useEffect(() => {
    document.title = `${PAGE_TEXT.replenishTitle} - ${title}`;
  }, [title]);

  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <CardHeader header={<Title2 as="h1">{PAGE_TEXT.replenishTitle}</Title2>} />
        <Body1>{PAGE_TEXT.replenishHint}</Body1>
        {user ? <Body1 data-testid="user-company">{`${PAGE_TEXT.company}：${user.company}`}</Body1> : null}
        <div>
          <LogoutButton />
        </div>
      </Card>
    </main>
  );
}
