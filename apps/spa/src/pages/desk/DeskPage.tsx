// The landing page of a logged-in user. The platform-shell issue turns it into the flavour's desk
// with its figures; for now it greets the user and offers log out.
import { PAGE_TEXT } from '@ent/core/messages';
import { Body1, Card, CardHeader, makeStyles, Subtitle2, Title2, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useServices } from '../../state/servicesContext';
import { LogoutButton } from '../../widgets/LogoutButton';

const useStyles = makeStyles({
  page: { maxWidth: '1280px', margin: '0 auto', padding: '32px 24px' },
  card: { maxWidth: '560px' },
  rows: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: '8px 0 16px' },
  label: { color: tokens.colorNeutralForeground3 },
});

export default function DeskPage() {
  const { sessionState, platform } = useServices();
  const { user } = useSnapshot(sessionState);
  const { title, profile } = useSnapshot(platform);
  const styles = useStyles();

  useEffect(() => {
    document.title = `${profile.landingTitle} - ${title}`;
  }, [profile.landingTitle, title]);

  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <CardHeader
          header={<Title2 as="h1">{profile.landingTitle}</Title2>}
          description={<Subtitle2 as="p">{`${PAGE_TEXT.welcome}${title}`}</Subtitle2>}
        />
        <div className={styles.rows}>
          <Body1 className={styles.label}>{PAGE_TEXT.fullName}</Body1>
          <Body1 data-testid="user-full-name">{user?.fullName}</Body1>
          <Body1 className={styles.label}>{PAGE_TEXT.company}</Body1>
          <Body1 data-testid="user-company">{user?.company}</Body1>
        </div>
        <div>
          <LogoutButton />
        </div>
      </Card>
    </main>
  );
}
