// The interactive map (SPEC §2): the offline province with its cities, the features clustered,
// a draggable popup (name, key/value rows, contact person and phone, 查看详情; 确定/取消 when
// picking), the pointer's coordinate, a layer switcher, city and type filters, zoom buttons, and
// beside the map a list of what it shows, so every feature is reachable by keyboard and screen
// readers. Only map pages import this module (with OpenLayers); other pages load it lazily.
import type { MapFeature, MapFeatureProperties } from '@ent/core/contract';
import { formatCoordinate, inProvince, MAP_KINDS, type MapKind, pickedRows, popupContent } from '@ent/core/map';
import { featuresDrawn } from '@ent/core/map/cluster';
import { MAP_TEXT as T } from '@ent/core/messages';
import { JIANGSU_CITIES } from '@ent/core/platform';
import { Button, Checkbox, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, DismissRegular, ZoomInRegular, ZoomOutRegular } from '@fluentui/react-icons';
import 'ol/ol.css';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'wouter';
import { useServices } from '../../state/servicesContext';
import { ChoiceFilter } from '../list/filters';
import { createMapController, type DrawnItem, type MapController, type MapViewport } from './mapController';

const useStyles = makeStyles({
  root: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 260px', gap: '12px' },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'end', gridColumn: '1 / -1' },
  layers: { display: 'flex', flexWrap: 'wrap', gap: '4px', border: 'none', margin: 0, padding: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0 },
  mapBox: { position: 'relative' },
  map: {
    height: '560px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    background: '#eef3f8',
    ':focus-visible': { outline: `2px solid ${tokens.colorBrandStroke1}` },
  },
  controls: { position: 'absolute', top: '8px', left: '8px', display: 'flex', flexDirection: 'column', gap: '4px' },
  position: {
    position: 'absolute',
    bottom: '6px',
    right: '8px',
    background: 'rgba(255,255,255,0.9)',
    padding: '2px 6px',
    borderRadius: tokens.borderRadiusSmall,
    fontVariantNumeric: 'tabular-nums',
  },
  // The tile service's required credit, opposite the coordinate readout.
  attribution: {
    position: 'absolute',
    bottom: '6px',
    left: '8px',
    background: 'rgba(255,255,255,0.9)',
    padding: '2px 6px',
    borderRadius: tokens.borderRadiusSmall,
  },
  side: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto', maxHeight: '470px' },
  item: { width: '100%', justifyContent: 'flex-start', textAlign: 'left' },
  popup: {
    minWidth: '240px',
    maxWidth: '320px',
    background: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
  },
  popupHeader: {
    display: 'flex',
    alignItems: 'center',
    gap: '4px',
    padding: '4px 4px 4px 10px',
    background: tokens.colorBrandBackground2,
    cursor: 'move',
    touchAction: 'none',
    borderTopLeftRadius: tokens.borderRadiusMedium,
    borderTopRightRadius: tokens.borderRadiusMedium,
  },
  popupTitle: { flex: 1, margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  popupBody: { padding: '8px 10px', display: 'flex', flexDirection: 'column', gap: '6px' },
  rows: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '8px', rowGap: '2px', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-all' },
  error: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', gap: '8px', justifyContent: 'flex-end' },
});

export interface PickingOptions {
  /** The coordinate the form holds now (WGS84), or null. */
  initial: readonly [number, number] | null;
  onConfirm: (lonLat: [number, number]) => void;
  onCancel: () => void;
  /** One point after another (a line's points): after 确定 the marker goes and the next click picks again. */
  repeat?: boolean;
}

export interface MapViewProps {
  /** What the map region is called (the page's title). */
  title: string;
  features: readonly MapFeature[];
  /** Kinds shown at first (all by default). */
  initialKinds?: readonly MapKind[];
  /** A page's own filter (the project map's filing status). */
  filter?: (feature: MapFeatureProperties) => boolean;
  /** A page's own controls in the toolbar. */
  extraControls?: ReactNode;
  picking?: PickingOptions;
  view?: MapViewport;
}

type Selection = { kind: 'feature'; feature: MapFeatureProperties } | { kind: 'pick'; lonLat: [number, number] } | null;

const CITY_OPTIONS = JIANGSU_CITIES.map((city) => [city.code, city.name] as const);
const LIST_LIMIT = 100;

export function MapView({ title, features, initialKinds, filter, extraControls, picking, view }: MapViewProps) {
  const styles = useStyles();
  const target = useRef<HTMLElement>(null);
  const [popupElement] = useState(() => document.createElement('div'));
  const controller = useRef<MapController | null>(null);
  const [selection, setSelection] = useState<Selection>(null);
  const [pointer, setPointer] = useState<[number, number] | null>(null);
  const [drawn, setDrawn] = useState<DrawnItem[]>([]);
  const [kinds, setKinds] = useState<readonly MapKind[]>(initialKinds ?? MAP_KINDS);
  const [city, setCity] = useState('');
  const [type, setType] = useState('');
  const [search, setSearch] = useState('');
  const pickingRef = useRef(picking);
  // The deployment's tile base (TILE_URL), under the offline outline; fixed for the page's life.
  const tiles = useServices().platform.deployment.tiles;
  pickingRef.current = picking;

  const shown = useMemo(
    () =>
      features.filter((f) => {
        const p = f.properties;
        if (!kinds.includes(p.ifUse)) return false;
        if (
          city &&
          p.cityCode !== city &&
          !(p.ifUse === '4' && p.popup.cities?.includes(JIANGSU_CITIES.find((c) => c.code === city)?.name ?? '-'))
        )
          return false;
        if (type && p.thisType !== type) return false;
        return filter ? filter(p) : true;
      }),
    [features, kinds, city, type, filter],
  );
  const types = useMemo(() => {
    const found = new Map<string, string>();
    for (const f of features) {
      const p = f.properties;
      if (!p.thisType) continue;
      const label = p.popup.facilityType ?? p.popup.projectType ?? p.popup.thisType ?? p.thisType;
      found.set(p.thisType, label || p.thisType);
    }
    return [...found.entries()];
  }, [features]);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const map = createMapController({
      target: element,
      popup: popupElement,
      view,
      tiles: tiles ?? undefined,
      onSelect: (feature) => setSelection(feature ? { kind: 'feature', feature } : null),
      onPointer: setPointer,
      onDrawn: setDrawn,
      onPick: pickingRef.current
        ? (lonLat) => {
            map.setPick(lonLat);
            setSelection({ kind: 'pick', lonLat });
          }
        : undefined,
    });
    controller.current = map;
    const initial = pickingRef.current?.initial;
    if (initial) {
      map.setPick(initial);
      setSelection({ kind: 'pick', lonLat: [initial[0], initial[1]] });
    }
    return () => {
      controller.current = null;
      map.destroy();
    };
  }, [popupElement, view, tiles]);

  useEffect(() => {
    const map = controller.current;
    if (!map) return;
    map.setFeatures(shown);
  }, [shown]);

  const found = useMemo(() => {
    const needle = search.trim();
    return needle ? shown.filter((f) => f.properties.name.includes(needle)) : null;
  }, [search, shown]);

  const openFeature = (feature: MapFeature) => {
    const at: [number, number] =
      feature.geometry.type === 'Point' ? feature.geometry.coordinates : (feature.geometry.coordinates[0] ?? [0, 0]);
    controller.current?.open(feature.properties, at);
  };

  // Dragging the popup by its header.
  const drag = useRef<{ x: number; y: number; from: number[] } | null>(null);
  const onHeaderDown = (event: React.PointerEvent) => {
    if ((event.target as HTMLElement).closest('button')) return;
    const from = controller.current?.popupPosition();
    if (!from) return;
    drag.current = { x: event.clientX, y: event.clientY, from };
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
  };
  const onHeaderMove = (event: React.PointerEvent) => {
    const start = drag.current;
    if (!start) return;
    controller.current?.dragPopup(event.clientX - start.x, event.clientY - start.y, start.from);
  };
  const onHeaderUp = () => {
    drag.current = null;
  };

  // Picking one point after another, the marker goes after each answer and the next click picks again.
  const cancelPick = () => {
    picking?.onCancel();
    if (picking?.repeat) {
      controller.current?.setPick(null);
      setSelection(null);
    }
  };
  const confirmPick = (lonLat: [number, number]) => {
    picking?.onConfirm(lonLat);
    if (picking?.repeat) {
      controller.current?.setPick(null);
      setSelection(null);
    }
  };

  const close = () => {
    if (selection?.kind === 'pick') {
      cancelPick();
      return;
    }
    controller.current?.closePopup();
  };

  const popup = (() => {
    if (!selection) return null;
    const header = (name: string) => (
      <div
        className={styles.popupHeader}
        onPointerDown={onHeaderDown}
        onPointerMove={onHeaderMove}
        onPointerUp={onHeaderUp}
        title={T.popupDrag}
      >
        <h3 className={styles.popupTitle}>{name}</h3>
        <Button appearance="subtle" size="small" icon={<DismissRegular />} aria-label={T.closePopup} onClick={close} />
      </div>
    );
    if (selection.kind === 'pick') {
      const [lon, lat] = selection.lonLat;
      const outside = !inProvince(lon, lat);
      return (
        <section className={styles.popup} aria-label={T.pickTitle}>
          {header(T.pickedCoordinate)}
          <div className={styles.popupBody}>
            <dl className={styles.rows}>
              {pickedRows(lon, lat).map((row) => (
                <Row key={row.label} label={row.label} value={row.value} />
              ))}
            </dl>
            {outside ? (
              <Text role="alert" className={styles.error}>
                {T.outsideProvince}
              </Text>
            ) : null}
            <div className={styles.actions}>
              <Button appearance="primary" disabled={outside} onClick={() => confirmPick([lon, lat])}>
                {T.confirm}
              </Button>
              <Button onClick={cancelPick}>{T.cancel}</Button>
            </div>
          </div>
        </section>
      );
    }
    const content = popupContent(selection.feature);
    return (
      <section className={styles.popup} aria-label={T.popup}>
        {header(content.title)}
        <div className={styles.popupBody}>
          <dl className={styles.rows}>
            {content.rows.map((row) => (
              <Row key={row.label} label={row.label} value={row.value} />
            ))}
            <Row label={T.contactName} value={content.contactName} />
            <Row label={T.contactPhone} value={content.contactPhone} />
          </dl>
          <div className={styles.actions}>
            <Link href={content.detailsPath}>{T.details}</Link>
          </div>
        </div>
      </section>
    );
  })();

  const toggleKind = (kind: MapKind, on: boolean) =>
    setKinds((current) =>
      on ? MAP_KINDS.filter((k) => k === kind || current.includes(k)) : current.filter((k) => k !== kind),
    );

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <fieldset className={styles.layers}>
          <legend className={styles.legend}>{T.layers}</legend>
          {MAP_KINDS.map((kind) => (
            <Checkbox
              key={kind}
              label={T.kinds[kind]}
              checked={kinds.includes(kind)}
              onChange={(_event, data) => toggleKind(kind, data.checked === true)}
            />
          ))}
        </fieldset>
        <ChoiceFilter label={T.city} value={city} options={CITY_OPTIONS} allLabel={T.allCities} onChange={setCity} />
        <ChoiceFilter label={T.kind} value={type} options={types} allLabel={T.allKinds} onChange={setType} />
        {extraControls}
      </div>
      <div className={styles.mapBox}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the map takes arrow keys and +/- when focused */}
        <section ref={target} className={styles.map} aria-label={T.regionNamed(title)} tabIndex={0} />
        <div className={styles.controls}>
          <Button
            size="small"
            icon={<ZoomInRegular />}
            aria-label={T.zoomIn}
            title={T.zoomIn}
            onClick={() => controller.current?.zoomBy(1)}
          />
          <Button
            size="small"
            icon={<ZoomOutRegular />}
            aria-label={T.zoomOut}
            title={T.zoomOut}
            onClick={() => controller.current?.zoomBy(-1)}
          />
          <Button
            size="small"
            icon={<ArrowResetRegular />}
            aria-label={T.resetView}
            title={T.resetView}
            onClick={() => controller.current?.resetView()}
          />
        </div>
        <output className={styles.position} aria-label={T.mousePosition}>
          {pointer ? T.position(formatCoordinate(pointer[0]), formatCoordinate(pointer[1])) : T.noPosition}
        </output>
        {tiles?.attribution ? <small className={styles.attribution}>{tiles.attribution}</small> : null}
      </div>
      <nav className={styles.side} aria-label={T.featureList}>
        <Input
          value={search}
          aria-label={T.search}
          placeholder={T.search}
          onChange={(_event, data) => setSearch(data.value)}
        />
        <FeatureList
          found={found}
          drawn={drawn}
          shown={shown}
          onOpen={openFeature}
          onCluster={(item) => controller.current?.zoomToCluster(item)}
        />
      </nav>
      {createPortal(popup, popupElement)}
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  const styles = useStyles();
  return (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{value || '-'}</dd>
    </>
  );
}

/**
 * What the map shows, as buttons: found features, or the drawn clusters and points and the lines.
 * The count is of features, from the same drawn items and lines the map shows: a cluster counts
 * the points it holds.
 */
function FeatureList({
  found,
  drawn,
  shown,
  onOpen,
  onCluster,
}: {
  found: MapFeature[] | null;
  drawn: DrawnItem[];
  shown: readonly MapFeature[];
  onOpen: (feature: MapFeature) => void;
  onCluster: (item: Extract<DrawnItem, { cluster: true }>) => void;
}) {
  const styles = useStyles();
  const byProps = useMemo(() => new Map(shown.map((f) => [f.properties, f])), [shown]);
  const lines = useMemo(() => shown.filter((f) => f.geometry.type === 'LineString'), [shown]);
  const entries: ReactNode[] = [];
  const listed = found ? found.slice(0, LIST_LIMIT) : null;
  const drawnListed = drawn.slice(0, LIST_LIMIT);
  if (listed) {
    for (const feature of listed)
      entries.push(
        <li key={feature.id}>
          <Button
            appearance="subtle"
            className={styles.item}
            aria-label={T.openPopup(feature.properties.name)}
            onClick={() => onOpen(feature)}
          >
            {feature.properties.name}
          </Button>
        </li>,
      );
  } else {
    for (const feature of lines)
      entries.push(
        <li key={feature.id}>
          <Button
            appearance="subtle"
            className={styles.item}
            aria-label={T.openPopup(feature.properties.name)}
            onClick={() => onOpen(feature)}
          >
            {feature.properties.name}
          </Button>
        </li>,
      );
    for (const item of drawnListed) {
      if (item.cluster)
        entries.push(
          <li key={`c${item.id}`}>
            <Button
              appearance="subtle"
              className={styles.item}
              title={T.position(formatCoordinate(item.lon), formatCoordinate(item.lat))}
              onClick={() => onCluster(item)}
            >
              {T.cluster(item.count)}
            </Button>
          </li>,
        );
      else {
        const feature = byProps.get(item.properties);
        if (feature)
          entries.push(
            <li key={feature.id}>
              <Button
                appearance="subtle"
                className={styles.item}
                aria-label={T.openPopup(feature.properties.name)}
                title={T.position(formatCoordinate(item.lon), formatCoordinate(item.lat))}
                onClick={() => onOpen(feature)}
              >
                {feature.properties.name}
              </Button>
            </li>,
          );
      }
    }
  }
  const total = found ? found.length : lines.length + featuresDrawn(drawn);
  const inList = listed ? listed.length : lines.length + featuresDrawn(drawnListed);
  return (
    <>
      <Text size={200}>{entries.length === 0 ? T.noFeatures : T.featureCount(inList, total)}</Text>
      <ul className={styles.list}>{entries}</ul>
    </>
  );
}
