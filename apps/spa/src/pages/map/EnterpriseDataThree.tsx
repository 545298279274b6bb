// /portal/enterpriseDataThree?id=&ifUse=&title= (&thisType= for networks): a map feature's
// details, opened by the popup's 查看详情 (SPEC §2): the record's fields, its place on a small map,
// and its related records. An id the caller may not see shows the not-found page.
import type { MapFeature } from '@ent/core/contract';
import { isMapKind, type MapKind } from '@ent/core/map';
import { MAP_TEXT as T } from '@ent/core/messages';
import { present } from '@ent/core/model';
import { makeStyles, Spinner, Subtitle2, Title3, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { useServices } from '../../state/servicesContext';
import { MapView } from '../../widgets/map/MapView';
import { useResource } from '../../widgets/model/useResource';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '16px', rowGap: '6px', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  related: { margin: 0, paddingLeft: '20px' },
});

function readQuery(search: string) {
  const query = new URLSearchParams(search);
  const id = Number(query.get('id'));
  const ifUse = query.get('ifUse');
  if (!Number.isInteger(id) || id <= 0 || !isMapKind(ifUse)) return null;
  const source = query.get('source') === 'map' ? ('map' as const) : ('record' as const);
  const thisType = query.get('thisType');
  return {
    id,
    ifUse,
    source,
    thisType: thisType === 'oil' || thisType === 'power' ? (thisType as 'oil' | 'power') : undefined,
  };
}

export default function EnterpriseDataThree() {
  const { mapApi } = useServices();
  const styles = useStyles();
  const search = useSearch();
  const query = useMemo(() => readQuery(search), [search]);
  const loaded = useResource(async () => {
    if (!query) throw new Error('query');
    return present((await mapApi.details(query)).data);
  }, [mapApi, query]);
  const feature = useMemo<MapFeature[]>(() => {
    if (loaded.status !== 'ready' || !loaded.data.geometry) return [];
    const d = loaded.data;
    return [
      {
        type: 'Feature',
        id: `${d.ifUse}-${d.source}-${d.id}`,
        geometry: d.geometry as MapFeature['geometry'],
        properties: {
          id: d.id,
          ifUse: d.ifUse,
          source: d.source,
          name: d.name,
          userName: '',
          userPhone: '',
          thisType: d.thisType,
          cityCode: '',
          lat: null,
          lon: null,
          popup: {},
          popupName: {},
        },
      },
    ];
  }, [loaded]);
  const view = useMemo(() => {
    const geometry = loaded.status === 'ready' ? loaded.data.geometry : null;
    if (!geometry) return undefined;
    return geometry.type === 'Point' ? { center: geometry.coordinates, zoom: 13 } : { around: geometry.coordinates };
  }, [loaded]);

  if (!query || loaded.status === 'failed') return <Redirect to="/404" replace />;
  if (loaded.status !== 'ready') return <Spinner label={T.loading} />;
  const d = loaded.data;
  return (
    <div className={styles.page}>
      <Title3 as="h1">{d.name}</Title3>
      <section aria-label={T.detailsTitle}>
        {/* The server labels each row by what it is and sends only the rows the feature's kind has
            (a network's crossed cities among them), so the page adds none of its own. */}
        <dl className={styles.facts}>
          {d.rows.map((row) => (
            <div key={row.label} style={{ display: 'contents' }}>
              <dt className={styles.term}>{row.label}</dt>
              <dd className={styles.value}>{row.value || '-'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-label={T.related}>
        <Subtitle2 as="h2">{T.related}</Subtitle2>
        {d.related.length === 0 ? (
          <p>{T.noRelated}</p>
        ) : (
          <ul className={styles.related}>
            {d.related.map((r) => (
              <li key={`${r.ifUse}-${r.id}`}>
                <Link
                  href={`/portal/enterpriseDataThree?id=${r.id}&ifUse=${r.ifUse}&title=${encodeURIComponent(r.name)}`}
                >
                  {r.name}
                </Link>{' '}
                {T.kinds[r.ifUse as MapKind]} {r.note}
              </li>
            ))}
          </ul>
        )}
      </section>
      {feature.length > 0 ? (
        <section aria-label={T.location}>
          <Subtitle2 as="h2">{T.location}</Subtitle2>
          <MapView title={d.name} features={feature} view={view} />
        </section>
      ) : null}
    </div>
  );
}
