import { createFormStore, normalizeDefinition } from '@ent/core/forms';
import { FILING_TEXT } from '@ent/core/messages';
import { present } from '@ent/core/model';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { FormView } from '../../../widgets/form/FormView';
import { useIsGovernmentStaff } from '../../../widgets/Gate';
import { useResource } from '../../../widgets/model/useResource';
import { idFrom } from '../energyBody/EnergyBodyEdit';
import { FilingReview } from './FilingReview';
import {
  CoordinateSlotContext,
  coordinateText,
  FILING_DETAIL_PATH,
  FILING_EDIT_PATH,
  FILING_LIST_PATH,
  FILING_SLOTS,
  FilingStatusBadge,
} from './filingParts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px' },
  header: { display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: '16px',
    rowGap: '6px',
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  fact: { display: 'contents' },
  actions: { display: 'flex', gap: '8px', justifyContent: 'center', padding: '12px 0' },
});

export default function FilingDetail() {
  const { filings, shell } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const [, navigate] = useLocation();
  const search = useSearch();
  const id = useMemo(() => idFrom(search), [search]);
  const government = useIsGovernmentStaff();
  const loaded = useResource(async () => {
    if (id === null) throw new Error(FILING_TEXT.loadFailed);
    const filing = present((await filings.get(id)).data);
    const store = createFormStore(
      normalizeDefinition(filing.definition.content ?? { fields: [] }),
      filing.fieldsValueMap,
    );
    return { filing, store };
  }, [filings, id]);
  const state = loaded.status === 'ready' ? loaded.data : loaded.status === 'failed' ? { failed: true as const } : null;

  const back = () => {
    navigate(FILING_LIST_PATH);
    shell.tabs.remove(FILING_DETAIL_PATH);
  };

  if (state === null) return <Spinner label={FILING_TEXT.loading} />;
  if ('failed' in state)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{FILING_TEXT.loadFailed}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={back}>{FILING_TEXT.back}</Button>
        </MessageBarActions>
      </MessageBar>
    );

  const { filing, store } = state;
  const notice =
    filing.status === 'submitted' && government
      ? null
      : filing.status === 'submitted'
        ? { intent: 'info' as const, text: FILING_TEXT.submittedNotice }
        : filing.status === 'approved'
          ? { intent: 'success' as const, text: FILING_TEXT.approvedNotice }
          : filing.status === 'rejected'
            ? { intent: 'warning' as const, text: FILING_TEXT.rejectedNotice(filing.reviewOpinion) }
            : null;
  const facts: Array<[string, string]> = [
    [FILING_TEXT.columns.projectCode, filing.projectCode],
    [FILING_TEXT.columns.enterpriseName, filing.enterpriseName],
    [FILING_TEXT.submitTime, filing.submitTime],
    [FILING_TEXT.reviewTime, filing.reviewTime],
    [FILING_TEXT.reviewOpinion, filing.reviewOpinion],
  ];
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Title3 as="h1">{filing.name || FILING_TEXT.unnamed}</Title3>
        <FilingStatusBadge status={filing.status} />
        <Text>
          {filing.definition.title} {FILING_TEXT.version(filing.definition.version)}
        </Text>
      </div>
      {notice ? (
        <MessageBar intent={notice.intent}>
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      ) : null}
      <dl className={styles.facts} aria-label={FILING_TEXT.detailTitle}>
        {facts
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
      </dl>
      <CoordinateSlotContext.Provider
        value={{
          value: { longitude: coordinateText(filing.longitude), latitude: coordinateText(filing.latitude) },
          errors: {},
        }}
      >
        <FormView
          store={store}
          mode="detail"
          size={size}
          slots={FILING_SLOTS}
          label={FILING_TEXT.formLabel(filing.definition.title)}
        />
      </CoordinateSlotContext.Provider>
      {government && filing.status === 'submitted' ? (
        <FilingReview filing={filing} onReviewed={(reviewed) => loaded.set({ filing: reviewed, store })} />
      ) : null}
      <div className={styles.actions}>
        <Button size={size} onClick={back}>
          {FILING_TEXT.back}
        </Button>
        {filing.editable && !government ? (
          <Button size={size} appearance="primary" onClick={() => navigate(`${FILING_EDIT_PATH}?id=${filing.id}`)}>
            {FILING_TEXT.edit}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
