// 项目地图 (dataAdministration/projectMap): the caller's map with the projects by filing status;
// the other layers can be switched on. The shell takes its alternate look here for newEnergy.
import type { MapFeatureProperties } from '@ent/core/contract';
import { MAP_KINDS } from '@ent/core/map';
import { MAP_TEXT as T } from '@ent/core/messages';
import { present } from '@ent/core/model';
import { MessageBar, MessageBarBody, makeStyles, Spinner, Title3 } from '@fluentui/react-components';
import { useCallback, useRef, useState } from 'react';
import { useServices } from '../../state/servicesContext';
import { useFilingStatuses } from '../../widgets/dict/useFilingStatuses';
import { useIsGovernmentStaff } from '../../widgets/Gate';
import { ChoiceFilter } from '../../widgets/list/filters';
import { MapView } from '../../widgets/map/MapView';
import { useReloadWhenShownAgain } from '../../widgets/model/useReloadWhenShownAgain';
import { useResource } from '../../widgets/model/useResource';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: '12px' } });

type MapApi = ReturnType<typeof useServices>['mapApi'];
type FeaturesAnswer = Awaited<ReturnType<MapApi['features']>>;

// The province's features are asked for as the page first renders rather than once the shell has
// committed, so the answer arrives while the map's code is still being set up (about 100 ms sooner
// in bench). One request per page visit: a render thrown away and redone finds it here.
const pending = new WeakMap<MapApi, Promise<FeaturesAnswer>>();
function requestFeatures(mapApi: MapApi): Promise<FeaturesAnswer> {
  let request = pending.get(mapApi);
  if (!request) {
    request = mapApi.features({ kinds: MAP_KINDS.join(',') });
    pending.set(mapApi, request);
  }
  return request;
}

export default function ProjectMapPage() {
  const { mapApi } = useServices();
  const styles = useStyles();
  const [status, setStatus] = useState('');
  const first = useRef(true);
  if (first.current) {
    first.current = false;
    void requestFeatures(mapApi).catch(() => undefined);
  }
  const loaded = useResource(async () => {
    try {
      return present((await requestFeatures(mapApi)).data);
    } finally {
      pending.delete(mapApi);
    }
  }, [mapApi]);
  // A point added or moved at 地图数据 (another tab) shows when this tab is shown again.
  useReloadWhenShownAgain(loaded.reload);
  // The popups carry the server's labels of the same dictionary, so the filter compares labels.
  const statuses = useFilingStatuses();
  // Staff are never sent an enterprise's drafts, so the state filter does not offer them.
  const government = useIsGovernmentStaff();
  const statusName = statuses.label(status);
  const filter = useCallback(
    (feature: MapFeatureProperties) =>
      !statusName || feature.ifUse !== '3' || feature.popup.filingStatus === statusName,
    [statusName],
  );
  return (
    <div className={styles.page}>
      <Title3 as="h1">{T.projectMapTitle}</Title3>
      {loaded.data === undefined && loaded.status === 'failed' ? (
        <MessageBar intent="error">
          <MessageBarBody>{T.loadFailed}</MessageBarBody>
        </MessageBar>
      ) : loaded.data === undefined ? (
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
              options={government ? statuses.staffChoices : statuses.choices}
              allLabel={T.allStatuses}
              onChange={setStatus}
            />
          }
        />
      )}
    </div>
  );
}
