// /user/edit: the enterprise's information in two parts saved on their own, the registered
// information and the contact information, plus the audited change history. Government staff may
// open an enterprise by ?id=.
import type { EnterpriseChange, EnterpriseInfo } from '@ent/core/api';
import { USER_TYPE } from '@ent/core/api';
import { formatTime } from '@ent/core/format';
import { ENTERPRISE_INFO_TEXT, labelled, WIDGET_TEXT } from '@ent/core/messages';
import { present } from '@ent/core/model';
import { Body1, Caption1, Card, makeStyles, Spinner, Title3, tokens } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { useList } from '../../../widgets/list/useList';
import { useResource } from '../../../widgets/model/useResource';
import { BasicInfoSection } from './BasicInfoSection';
import { ChangeHistory } from './ChangeHistory';
import { ContactInfoSection } from './ContactInfoSection';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px' },
  heading: { display: 'flex', alignItems: 'baseline', gap: '12px', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const HISTORY_PAGE_SIZE = 10;

export default function EnterpriseInfoPage() {
  const { mainstay, sessionState, notifier } = useServices();
  const { user } = useSnapshot(sessionState);
  const search = useSearch();
  const styles = useStyles();

  const government = user?.typeOf === USER_TYPE.government;
  const asked = Number(new URLSearchParams(search).get('id'));
  // Only staff may name an enterprise; the server refuses anyone else anyway.
  const requestedId = government && Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const hasEnterprise = requestedId !== undefined || Boolean(user?.mainstayId);

  const record = useResource(async () => {
    if (!hasEnterprise) return null;
    const [info, groups] = await Promise.all([
      mainstay.enterprise(requestedId),
      mainstay.groups().catch(() => ({ data: [] })),
    ]);
    return { info: present(info.data), groups: groups.data ?? [] };
  }, [mainstay, requestedId, hasEnterprise]);

  const history = useList<EnterpriseChange, Record<string, never>, number>({
    empty: {},
    pageSize: HISTORY_PAGE_SIZE,
    key: (row) => row.id,
    load: async ({ pageNum, pageSize }) =>
      hasEnterprise ? (await mainstay.changeLog({ id: requestedId, pageNum, pageSize })).data : { rows: [], total: 0 },
  });

  /** After a save: the record as saved, the shell's company name, the history's first page. */
  const saved = async (info: EnterpriseInfo, msg: string | undefined) => {
    if (record.data) record.set({ ...record.data, info });
    notifier.show({ type: 'success', text: msg || ENTERPRISE_INFO_TEXT.saved });
    const current = sessionState.user;
    if (current && current.mainstayId === info.id && current.company !== info.name) {
      current.company = info.name;
      current.belongName = info.name;
    }
    await history.list.reset();
  };

  if (!hasEnterprise) {
    return (
      <div className={styles.page}>
        <Title3 as="h1">{ENTERPRISE_INFO_TEXT.title}</Title3>
        <Card>
          <Body1>{ENTERPRISE_INFO_TEXT.noEnterprise}</Body1>
        </Card>
      </div>
    );
  }
  if (record.status !== 'ready' || !record.data) {
    return (
      <div className={styles.page}>
        <Title3 as="h1">{ENTERPRISE_INFO_TEXT.title}</Title3>
        {record.status === 'failed' ? (
          <Body1 role="alert">{ENTERPRISE_INFO_TEXT.loadFailed}</Body1>
        ) : (
          <Spinner label={WIDGET_TEXT.loading} />
        )}
      </div>
    );
  }

  const { info, groups } = record.data;
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <Title3 as="h1">{ENTERPRISE_INFO_TEXT.title}</Title3>
        <Caption1 className={styles.muted}>
          {labelled(ENTERPRISE_INFO_TEXT.updatedAt, formatTime(info.updatedAt))}
        </Caption1>
      </div>
      <BasicInfoSection info={info} groups={groups} onSaved={saved} />
      <ContactInfoSection info={info} onSaved={saved} />
      <ChangeHistory {...history} />
    </div>
  );
}
