import { USER_TYPE } from '@ent/core/api';
import { formatTime } from '@ent/core/format';
import { PROFILE_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import { present } from '@ent/core/model';
import {
  Avatar,
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  CardHeader,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { BuildingRegular, KeyRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { useResource } from '../../../widgets/model/useResource';
import { ExternalBindings } from './ExternalBindings';
import { MfaSection } from './MfaSection';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px' },
  top: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))', gap: '12px' },
  who: { display: 'flex', alignItems: 'center', gap: '12px' },
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: '8px 16px',
    margin: 0,
  },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, wordBreak: 'break-all' },
  roles: { display: 'flex', gap: '6px', flexWrap: 'wrap' },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

function Details({ items }: { items: [string, ReactNode][] }) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {items.map(([term, detail]) => (
        <div key={term} className={styles.pair}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.detail}>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function ProfilePage() {
  const { profile } = useServices();
  const [, navigate] = useLocation();
  const styles = useStyles();
  const size = useControlSize();
  const loaded = useResource(async () => present((await profile.profile()).data), [profile]);
  const data = loaded.data;

  if (!data) {
    return (
      <div className={styles.page}>
        <Title3 as="h1">{PROFILE_TEXT.title}</Title3>
        {loaded.status === 'failed' ? (
          <Body1 role="alert">{PROFILE_TEXT.loadFailed}</Body1>
        ) : (
          <Spinner label={WIDGET_TEXT.loading} />
        )}
      </div>
    );
  }

  const enterpriseAccount = data.typeOf === USER_TYPE.enterprise;
  const account: [string, ReactNode][] = [
    [PROFILE_TEXT.username, data.username],
    [PROFILE_TEXT.fullName, data.fullName],
    [PROFILE_TEXT.nickname, data.nickname],
    [PROFILE_TEXT.phone, data.phone || '-'],
    [PROFILE_TEXT.userType, PROFILE_TEXT.userTypes[data.typeOf] ?? data.typeOf],
    [
      PROFILE_TEXT.roles,
      data.roles.length > 0 ? (
        <span key="roles" className={styles.roles}>
          {data.roles.map((role) => (
            <Badge key={role.code} appearance="tint" color="brand">
              {role.name}
            </Badge>
          ))}
        </span>
      ) : (
        PROFILE_TEXT.noRoles
      ),
    ],
  ];
  if (data.deptName) account.push([PROFILE_TEXT.dept, data.deptName]);
  account.push(
    [PROFILE_TEXT.createdAt, formatTime(data.createdAt)],
    [PROFILE_TEXT.passwordChangedAt, formatTime(data.passwordChangedAt)],
    [PROFILE_TEXT.activeSessions, PROFILE_TEXT.activeSessionsValue(data.activeSessions)],
  );

  return (
    <div className={styles.page}>
      <Title3 as="h1">{PROFILE_TEXT.title}</Title3>
      <div className={styles.top}>
        <Card>
          <CardHeader
            image={<Avatar name={data.fullName} size={48} color="brand" />}
            header={
              <Text as="h2" weight="semibold" size={400}>
                {PROFILE_TEXT.account}
              </Text>
            }
            description={<Caption1 className={styles.muted}>{data.fullName}</Caption1>}
          />
          <Details items={account} />
          <div className={styles.actions}>
            <Button size={size} icon={<KeyRegular />} onClick={() => navigate('/user/editPassword')}>
              {PROFILE_TEXT.changePassword}
            </Button>
          </div>
        </Card>
        <Card>
          <CardHeader
            image={<BuildingRegular fontSize={32} aria-hidden />}
            header={
              <Text as="h2" weight="semibold" size={400}>
                {PROFILE_TEXT.enterprise}
              </Text>
            }
          />
          {data.enterprise ? (
            <>
              <Details
                items={[
                  [PROFILE_TEXT.enterpriseName, data.enterprise.name],
                  [PROFILE_TEXT.creditCode, data.enterprise.creditCode],
                  [PROFILE_TEXT.city, data.enterprise.cityName || '-'],
                ]}
              />
              {enterpriseAccount ? (
                <div className={styles.actions}>
                  <Button size={size} icon={<BuildingRegular />} onClick={() => navigate('/user/edit')}>
                    {PROFILE_TEXT.editEnterprise}
                  </Button>
                </div>
              ) : null}
            </>
          ) : (
            <Body1 className={styles.muted}>{PROFILE_TEXT.noEnterprise}</Body1>
          )}
        </Card>
      </div>
      <Card>
        <CardHeader
          header={
            <Text as="h2" weight="semibold" size={400}>
              {PROFILE_TEXT.lastLogins}
            </Text>
          }
          description={
            <Caption1 className={styles.muted}>{PROFILE_TEXT.lastLoginsHint(data.lastLogins.length)}</Caption1>
          }
        />
        <Table size="small" aria-label={PROFILE_TEXT.lastLogins}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{PROFILE_TEXT.loginTime}</TableHeaderCell>
              <TableHeaderCell>{PROFILE_TEXT.loginIp}</TableHeaderCell>
              <TableHeaderCell>{PROFILE_TEXT.loginResult}</TableHeaderCell>
              <TableHeaderCell>{PROFILE_TEXT.loginMessage}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.lastLogins.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4}>{PROFILE_TEXT.noLogins}</TableCell>
              </TableRow>
            ) : (
              data.lastLogins.map((login) => (
                <TableRow key={login.id}>
                  <TableCell>{formatTime(login.time)}</TableCell>
                  <TableCell>{login.ip || '-'}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={login.success ? 'success' : 'danger'}>
                      {login.success ? PROFILE_TEXT.loginSucceeded : PROFILE_TEXT.loginFailed}
                    </Badge>
                  </TableCell>
                  <TableCell className={login.success ? undefined : styles.failed}>{login.message}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </Card>
      <ExternalBindings />
      {enterpriseAccount ? null : <MfaSection />}
    </div>
  );
}
