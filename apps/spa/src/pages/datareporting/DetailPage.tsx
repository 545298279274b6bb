// /datareporting/detail?recordId=: a filled form read-only (FORMS.md detail mode).
import { createFormStore, normalizeDefinition, withDictionaryOptions } from '@ent/core/forms';
import { labelled, REPORT_TEXT } from '@ent/core/messages';
import { present } from '@ent/core/model';
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
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useServices } from '../../state/servicesContext';
import { useControlSize } from '../../state/useShell';
import { FormView } from '../../widgets/form/FormView';
import { useResource } from '../../widgets/model/useResource';
import { targetFrom } from './FillView';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px' },
  header: { display: 'flex', alignItems: 'baseline', gap: '16px', flexWrap: 'wrap' },
  meta: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: '8px', justifyContent: 'center', padding: '12px 0' },
});

export default function DetailPage() {
  const { forms, dictionaries } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const [, navigate] = useLocation();
  const search = useSearch();
  const { recordId } = useMemo(() => targetFrom(search), [search]);
  const loaded = useResource(async () => {
    if (!recordId) throw new Error(REPORT_TEXT.missingParams);
    const { definition, ...record } = present((await forms.record(recordId))?.data);
    const store = createFormStore(
      await withDictionaryOptions(normalizeDefinition(definition.content ?? { fields: [] }), dictionaries.options),
      record.fieldsValueMap,
    );
    return { record, info: definition, store };
  }, [forms, dictionaries, recordId]);

  if (loaded.status === 'loading') return <Spinner label={REPORT_TEXT.loading} />;
  if (loaded.status === 'failed')
    return (
      <MessageBar intent="error">
        <MessageBarBody>{recordId ? REPORT_TEXT.loadFailed : REPORT_TEXT.missingParams}</MessageBarBody>
      </MessageBar>
    );
  const { record, info, store } = loaded.data;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Title3 as="h1">{record.title || info.title}</Title3>
        <Text className={styles.meta}>{REPORT_TEXT.version(record.version)}</Text>
        <Text className={styles.meta}>
          {labelled(REPORT_TEXT.status, REPORT_TEXT.processStatus[record.processStatus] ?? '')}
        </Text>
        {record.submitTime ? (
          <Text className={styles.meta}>{labelled(REPORT_TEXT.submitTime, record.submitTime)}</Text>
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
