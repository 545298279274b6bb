// 项目地图 (dataAdministration/projectMap): the caller's map with the projects by filing status;
// the other layers can be switched on. The shell takes its alternate look here for newEnergy.
import type { MapFeatureProperties } from '@ent/core/contract';
import { MAP_KINDS } from '@ent/core/map';
import { MAP_TEXT as T } from '@ent/core/messages';
import { present } from '@ent/core/model';
import { MessageBar, MessageBarBody, makeStyles, Spinner, Title3 } from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useServices } from '../../state/servicesContext';
import { ChoiceFilter } from '../../widgets/list/filters';
import { MapView } from '../../widgets/map/MapView';
import { useResource } from '../../widgets/model/useResource';
import { useFilingStatuses } from '../dataAdministration/informationFilling/filingParts';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: '12px' } });

export default function ProjectMapPage() {
  const { mapApi } = useServices();
  const styles = useStyles();
  const [status, setStatus] = useState('');
  const loaded = useResource(
    async () => present((await mapApi.features({ kinds: MAP_KINDS.join(',') })).data),
    [mapApi],
  );
  // The popups carry the server's labels of the same dictionary, so the filter compares labels.
  const statuses = useFilingStatuses();
  const statusName = statuses.label(status);
  const filter = useCallback(
    (feature: MapFeatureProperties) =>
      !statusName || feature.ifUse !== '3' || feature.popup.filingStatus === statusName,
    [statusName],
  );
  return (
    <div className={styles.page}>
      <Title3 as="h1">{T.projectMapTitle}</Title3>
      {loaded.status === 'failed' ? (
        <MessageBar intent="error">
          <MessageBarBody>{T.loadFailed}</MessageBarBody>
        </MessageBar>
      ) : loaded.status !== 'ready' ? (
        <Spinner label={T.loading} />
      ) : (
        <MapView
          title={T.projectMapTitle}
          features={loaded.data.features}
          filter={filter}
          extraControls={
            <ChoiceFilter
              label={T.filingStatus}
              value={status}
              options={statuses.choices}
              allLabel={T.allStatuses}
              onChange={setStatus}
            />
          }
        />
      )}
    </div>
  );
}
