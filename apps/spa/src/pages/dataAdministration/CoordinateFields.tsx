// A longitude/latitude pair: typed as decimal degrees for precise entry, or picked on the map
// (在地图上选择, the map loaded only then); both stay in step. The rules are core's checkCoordinate.
import { formatCoordinate } from '@ent/core/map';
import { FACILITY_TEXT, MAP_TEXT } from '@ent/core/messages';
import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { LocationRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';

const MapPicker = lazy(() => import('../../widgets/map/MapPicker'));

const useStyles = makeStyles({
  pair: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '12px' },
  hint: { color: tokens.colorNeutralForeground3, gridColumn: '1 / -1' },
  pick: { gridColumn: '1 / -1', justifySelf: 'start' },
});

function initialOf(value: Coordinate): [number, number] | null {
  const lon = Number(value.longitude);
  const lat = Number(value.latitude);
  return value.longitude !== '' && value.latitude !== '' && Number.isFinite(lon) && Number.isFinite(lat)
    ? [lon, lat]
    : null;
}

export interface Coordinate {
  longitude: string;
  latitude: string;
}

export function CoordinateFields({
  value,
  errors = {},
  onChange,
  onBlur,
  size = 'medium',
  required = false,
  readOnly = false,
}: {
  value: Coordinate;
  errors?: { longitude?: string | undefined; latitude?: string | undefined };
  onChange: (next: Coordinate) => void;
  onBlur?: (key: keyof Coordinate) => void;
  size?: 'small' | 'medium' | 'large';
  required?: boolean;
  readOnly?: boolean;
}) {
  const styles = useStyles();
  const [picking, setPicking] = useState(false);
  const field = (key: keyof Coordinate, label: string, placeholder: string) => (
    <Field
      label={label}
      required={required}
      size={size}
      validationMessage={errors[key]}
      validationState={errors[key] ? 'error' : 'none'}
    >
      <Input
        inputMode="decimal"
        value={value[key]}
        placeholder={placeholder}
        readOnly={readOnly}
        onChange={(_event, data) => onChange({ ...value, [key]: data.value.trim() })}
        onBlur={() => onBlur?.(key)}
      />
    </Field>
  );
  return (
    <div className={styles.pair}>
      {field('longitude', FACILITY_TEXT.fields.longitude, FACILITY_TEXT.longitudePlaceholder)}
      {field('latitude', FACILITY_TEXT.fields.latitude, FACILITY_TEXT.latitudePlaceholder)}
      {readOnly ? null : (
        <>
          <Button className={styles.pick} size={size} icon={<LocationRegular />} onClick={() => setPicking(true)}>
            {MAP_TEXT.pickOnMap}
          </Button>
          <Text size={200} className={styles.hint}>
            {FACILITY_TEXT.coordinateHint}
          </Text>
        </>
      )}
      {picking ? (
        <Suspense fallback={null}>
          <MapPicker
            initial={initialOf(value)}
            onCancel={() => setPicking(false)}
            onConfirm={([lon, lat]) => {
              setPicking(false);
              onChange({ longitude: formatCoordinate(lon), latitude: formatCoordinate(lat) });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
