// Picking a coordinate on the map (the facility form and the PV filing form's coordinatePicker
// slot): a click or a dragged marker, the popup's 确定 writes it into the form, 取消 leaves the form
// as it was. Loaded lazily by CoordinateFields, so forms load OpenLayers only when it is opened.
import { roundCoordinate } from '@ent/core/map';
import { MAP_TEXT as T } from '@ent/core/messages';
import {
  Body1,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { MapView } from './MapView';

const useStyles = makeStyles({ surface: { maxWidth: '1100px', width: '95vw' } });

export default function MapPicker({
  initial,
  onConfirm,
  onCancel,
}: {
  initial: readonly [number, number] | null;
  onConfirm: (lonLat: [number, number]) => void;
  onCancel: () => void;
}) {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{T.pickTitle}</DialogTitle>
          <DialogContent>
            <Body1>{T.pickHint}</Body1>
            <MapView
              title={T.pickTitle}
              features={[]}
              picking={{
                initial,
                onCancel,
                onConfirm: ([lon, lat]) => onConfirm([roundCoordinate(lon), roundCoordinate(lat)]),
              }}
            />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
