// /datareporting/detail?recordId=: a filled form read-only (FORMS.md detail mode).
import type { FormDefinitionInfo, FormRecord } from '@ent/core/api';
import { createFormStore, type FormStore, normalizeDefinition } from '@ent/core/forms';
import { REPORT_TEXT } from '@ent/core/messages';
import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useServices } from '../../state/servicesContext';
import { useControlSize } from '../../state/useShell';
import { FormView } from '../../widgets/form/FormView';
import { targetFrom } from './FillView';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px' },
  header: { display: 'flex', alignItems: 'baseline', gap: '16px', flexWrap: 'wrap' },
  meta: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: '8px', justifyContent: 'center', padding: '12px 0' },
});

export default function DetailPage() {
  const { forms } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const [, navigate] = useLocation();
  const search = useSearch();
  const { recordId } = useMemo(() => targetFrom(search), [search]);
  const [state, setState] = useState<
    { record: FormRecord; info: FormDefinitionInfo; store: FormStore } | { failed: string } | null
  >(null);

  useEffect(() => {
    let cancelled = false;
    setState(null);
    if (!recordId) {
      setState({ failed: REPORT_TEXT.missingParams });
      return;
    }
    void forms
      .record(recordId)
      .then((answer) => {
        if (cancelled || !answer?.data) return;
        const { definition, ...record } = answer.data;
        const store = createFormStore(normalizeDefinition(definition.content ?? { fields: [] }), record.fieldsValueMap);
        setState({ record, info: definition, store });
      })
      .catch(() => !cancelled && setState({ failed: REPORT_TEXT.loadFailed }));
    return () => {
      cancelled = true;
    };
  }, [forms, recordId]);

  if (state === null) return <Spinner label={REPORT_TEXT.loading} />;
  if ('failed' in state)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{state.failed}</MessageBarBody>
      </MessageBar>
    );
  const { record, info, store } = state;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Title3 as="h1">{record.title || info.title}</Title3>
        <Text className={styles.meta}>{REPORT_TEXT.version(record.version)}</Text>
        <Text className={styles.meta}>
          {REPORT_TEXT.status}：{REPORT_TEXT.processStatus[record.processStatus]}
        </Text>
        {record.submitTime ? (
          <Text className={styles.meta}>
            {REPORT_TEXT.submitTime}：{record.submitTime}
          </Text>
        ) : null}
        <Text className={styles.meta}>{record.enterpriseName}</Text>
      </div>
      <FormView store={store} mode="detail" size={size} label={REPORT_TEXT.formLabel(info.title)} />
      <div className={styles.actions}>
        <Button size={size} onClick={() => navigate('/datareporting/list')}>
          {REPORT_TEXT.backToList}
        </Button>
        {record.processStatus === '0' ? (
          <Button
            size={size}
            appearance="primary"
            onClick={() => navigate(`/datareporting/fill?recordId=${record.id}`)}
          >
            {REPORT_TEXT.edit}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
