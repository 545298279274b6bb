import { PAGE_TEXT } from '@ent/core/messages';
import { Body1, Button, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { useLocation } from 'wouter';

const useStyles = makeStyles({
  page: {
    minHeight: '70vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '16px',
  },
  code: { fontSize: '72px', lineHeight: '80px', color: tokens.colorBrandForeground1 },
});

function ErrorPage({ code, text }: { code: string; text: string }) {
  const styles = useStyles();
  const [, navigate] = useLocation();
  return (
    <main className={styles.page}>
      <Title1 as="h1" className={styles.code}>
        {code}
      </Title1>
      <Body1>{text}</Body1>
      <Button appearance="primary" onClick={() => navigate('/', { replace: true })}>
        {PAGE_TEXT.backHome}
      </Button>
    </main>
  );
}

export function NotFoundPage() {
  return <ErrorPage code={PAGE_TEXT.notFoundTitle} text={PAGE_TEXT.notFound} />;
}

export function UnauthorizedPage() {
  return <ErrorPage code={PAGE_TEXT.unauthorizedTitle} text={PAGE_TEXT.unauthorized} />;
}
