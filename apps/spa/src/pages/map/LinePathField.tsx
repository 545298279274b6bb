// A line's path in 地图数据's dialog: typed one point a line (for precision and for keyboard users),
// or picked on the map below, each confirmed point added at the end; the map shows the line as typed.
import type { MapFeature } from '@ent/core/contract';
import { appendPathPoint, parsePathText } from '@ent/core/map';
import { MAP_TEXT as T } from '@ent/core/messages';
import { Field, Textarea } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { MapView } from '../../widgets/map/MapView';

/** The typed points as a line to draw, when there are two or more readable ones. */
function previewOf(text: string, name: string, thisType: string): MapFeature[] {
  const parsed = parsePathText(text);
  if (!parsed.ok) return [];
  const points = parsed.path.map(([lon, lat]) => [Number(lon), Number(lat)] as [number, number]);
  if (points.length < 2 || points.some(([lon, lat]) => !Number.isFinite(lon) || !Number.isFinite(lat))) return [];
  return [
    {
      type: 'Feature',
      id: '4-map-preview',
      geometry: { type: 'LineString', coordinates: points },
      properties: {
        id: 0,
        ifUse: '4',
        source: 'map',
        name: name || T.pathPreview,
        userName: '',
        userPhone: '',
        thisType,
        cityCode: '',
        lat: null,
        lon: null,
        popup: {},
        popupName: {},
      },
    },
  ];
}

export function LinePathField({
  value,
  onChange,
  name,
  thisType,
}: {
  value: string;
  onChange: (next: string) => void;
  name: string;
  thisType: string;
}) {
  const preview = useMemo(() => previewOf(value, name, thisType), [value, name, thisType]);
  // Around the line the dialog opens with, fixed for the dialog's life: the view does not jump
  // while points are typed or picked.
  const [view] = useState(() => {
    const geometry = preview[0]?.geometry;
    return geometry?.type === 'LineString' ? { around: geometry.coordinates } : undefined;
  });
  return (
    <>
      <Field label={T.path} hint={T.pathHint}>
        <Textarea value={value} rows={5} resize="vertical" onChange={(_event, data) => onChange(data.value)} />
      </Field>
      <MapView
        title={T.pathPreview}
        features={preview}
        view={view}
        picking={{
          initial: null,
          repeat: true,
          onConfirm: (lonLat) => onChange(appendPathPoint(value, lonLat)),
          onCancel: () => undefined,
        }}
      />
    </>
  );
}
