// A longitude/latitude pair typed as decimal degrees: the coordinate of a facility or a project
// until the map issue adds the picker. The rules are core's checkCoordinate.
import { FACILITY_TEXT } from '@ent/core/messages';
import { Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  pair: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '12px' },
  hint: { color: tokens.colorNeutralForeground3, gridColumn: '1 / -1' },
});

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
        <Text size={200} className={styles.hint}>
          {FACILITY_TEXT.coordinateHint}
        </Text>
      )}
    </div>
  );
}
