// Pieces shared by the project filing pages: the SPEC §1 note on the grid's photovoltaic project
// library, the status badge, and the project coordinate given to the PV form's coordinatePicker slot.
import type { FilingStatus } from '@ent/core/contract';
import { clauses, FACILITY_TEXT, FILING_TEXT, PV_LIBRARY_NOTE } from '@ent/core/messages';
import { Badge, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, Text } from '@fluentui/react-components';
import { createContext, useContext } from 'react';
import { useFilingStatuses } from '../../../widgets/dict/useFilingStatuses';
import type { FormSlots } from '../../../widgets/form/formContext';
import { type Coordinate, CoordinateFields } from '../CoordinateFields';

export const FILING_LIST_PATH = '/dataAdministration/informationFilling';
export const FILING_EDIT_PATH = '/dataAdministration/informationFilling/edit';
export const FILING_DETAIL_PATH = '/dataAdministration/informationFilling/detail';

const STATUS_COLOR = {
  draft: 'informative',
  submitted: 'warning',
  approved: 'success',
  rejected: 'danger',
} as const satisfies Record<FilingStatus, string>;

export function FilingStatusBadge({ status }: { status: FilingStatus }) {
  const { label } = useFilingStatuses();
  return (
    <Badge appearance="tint" color={STATUS_COLOR[status] ?? 'informative'} data-status={status}>
      {label(status)}
    </Badge>
  );
}

/**
 * SPEC §1: entry into the library puts a project into the annual plan; it is not a licence. Shown
 * on the list only: the PV filing form carries the same note as its first block (a rich text of the
 * definition, rendered unchanged), so the form and detail pages showing it too said it twice.
 */
export function PvLibraryNote() {
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{FILING_TEXT.noteTitle}</MessageBarTitle>
        {PV_LIBRARY_NOTE}
      </MessageBarBody>
    </MessageBar>
  );
}

export interface CoordinateSlotValue {
  value: Coordinate;
  errors: { longitude?: string | undefined; latitude?: string | undefined };
  onChange?: (next: Coordinate) => void;
  onBlur?: (key: keyof Coordinate) => void;
  size?: 'small' | 'medium' | 'large';
}

export const CoordinateSlotContext = createContext<CoordinateSlotValue>({
  value: { longitude: '', latitude: '' },
  errors: {},
});

const useStyles = makeStyles({ text: { display: 'block', padding: '4px 0' } });

/** The PV form's routerViewSlot "coordinatePicker": typed inputs, or the text in detail mode. */
function CoordinateSlot({ mode }: { mode: 'edit' | 'detail' }) {
  const context = useContext(CoordinateSlotContext);
  const styles = useStyles();
  if (mode === 'detail' || !context.onChange) {
    const { longitude, latitude } = context.value;
    return (
      <Text className={styles.text} aria-label={FILING_TEXT.coordinate}>
        {longitude && latitude
          ? clauses([`${FACILITY_TEXT.fields.longitude} ${longitude}`, `${FACILITY_TEXT.fields.latitude} ${latitude}`])
          : '—'}
      </Text>
    );
  }
  return (
    <CoordinateFields
      required
      value={context.value}
      errors={context.errors}
      onChange={context.onChange}
      {...(context.onBlur ? { onBlur: context.onBlur } : {})}
      {...(context.size ? { size: context.size } : {})}
    />
  );
}

/** Stable slot map for FormView: the coordinate comes from CoordinateSlotContext. */
export const FILING_SLOTS: FormSlots = { coordinatePicker: CoordinateSlot };

export const coordinateText = (value: number | null): string => (value === null ? '' : String(value));
