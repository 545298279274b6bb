// 地图数据 (系统管理): the map data staff manage: search, add, change, move on the map, draw a
// line's path, delete, import from CSV or GeoJSON (all or nothing), export. Changes are audited
// by the operation log.
import type { MapRow } from '@ent/core/contract';
import { MAP_PERMISSIONS } from '@ent/core/contract';
import {
  checkMapFeature,
  formatCoordinate,
  formatPathText,
  MAP_KINDS,
  type MapKind,
  parsePathText,
  problemsOf,
} from '@ent/core/map';
import { enumeration, MAP_TEXT as T, WIDGET_TEXT } from '@ent/core/messages';
import { JIANGSU_CITIES } from '@ent/core/platform';
import {
  Body1,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, LocationRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useServices } from '../../state/servicesContext';
import { useControlSize } from '../../state/useShell';
import { ChoiceFilter, TextFilter } from '../../widgets/list/filters';
import {
  AddButton,
  EditRowButton,
  ExportButton,
  RemoveRowButton,
  RowButton,
  ToolbarButton,
  useEditing,
} from '../../widgets/list/ListActions';
import { type ListColumn, ListPage } from '../../widgets/list/ListPage';
import { useConfirmedRemove } from '../../widgets/list/useConfirmedRemove';
import { useList } from '../../widgets/list/useList';
import { MapView } from '../../widgets/map/MapView';
import { LinePathField } from './LinePathField';
import { MapImportDialog } from './MapImportDialog';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', gap: '10px' },
  pair: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '10px' },
  wide: { maxWidth: '1100px', width: '95vw' },
});

interface Filters {
  name: string;
  ifUse: MapKind | '';
  cityCode: string;
}

const KIND_OPTIONS = MAP_KINDS.map((kind) => [kind, T.kinds[kind] ?? kind] as const);
const CITY_OPTIONS = JIANGSU_CITIES.map((city) => [city.code, city.name] as const);

export default function MapDataPage() {
  const { mapApi } = useServices();
  const styles = useStyles();
  const _size = useControlSize();
  const [moving, setMoving] = useState<MapRow | null>(null);
  const [importing, setImporting] = useState(false);
  const { list, state } = useList<MapRow, Filters, number>({
    empty: { name: '', ifUse: '', cityCode: '' },
    key: (row) => row.id,
    load: async ({ filters, pageNum, pageSize }) => (await mapApi.list({ pageNum, pageSize, ...filters })).data,
  });
  const editor = useEditing<MapRow>(list.reload);
  const remove = useConfirmedRemove(list, {
    title: WIDGET_TEXT.confirmTitle,
    text: (rows) => T.confirmRemove(enumeration(rows.map((row) => row.name))),
    remove: (rows) => mapApi.remove(rows.map((row) => row.id)),
    done: T.removed,
  });

  const columns: ListColumn<MapRow>[] = [
    { key: 'name', label: T.columns.name, render: (row) => row.name },
    { key: 'kind', label: T.columns.kind, nowrap: true, render: (row) => T.kinds[row.ifUse] },
    { key: 'thisType', label: T.columns.thisType, render: (row) => T.networkTypes[row.thisType] ?? row.thisType },
    { key: 'city', label: T.columns.city, nowrap: true, render: (row) => row.cityName },
    {
      key: 'coordinate',
      label: T.columns.coordinate,
      nowrap: true,
      render: (row) =>
        row.longitude !== null && row.latitude !== null
          ? `${formatCoordinate(row.longitude)}, ${formatCoordinate(row.latitude)}`
          : '-',
    },
    { key: 'contact', label: T.columns.contactName, render: (row) => row.contactName },
    { key: 'public', label: T.columns.isPublic, render: (row) => T.publicValues[row.isPublic ? 'true' : 'false'] },
    { key: 'updateTime', label: T.columns.updateTime, nowrap: true, render: (row) => row.updateTime },
  ];

  return (
    <>
      <ListPage
        title={T.adminTitle}
        intro={<Body1 className={styles.hint}>{T.adminIntro}</Body1>}
        list={list}
        state={state}
        searchFields={
          <>
            <TextFilter list={list} filters={state.filters} name="name" label={T.columns.name} />
            <ChoiceFilter
              label={T.columns.kind}
              value={state.filters.ifUse}
              options={KIND_OPTIONS}
              allLabel={T.allKinds}
              onChange={(ifUse) => list.setFilters({ ifUse })}
            />
            <ChoiceFilter
              label={T.columns.city}
              value={state.filters.cityCode}
              options={CITY_OPTIONS}
              allLabel={T.allCities}
              onChange={(cityCode) => list.setFilters({ cityCode })}
            />
          </>
        }
        actions={
          <>
            <AddButton perm={MAP_PERMISSIONS.add} onClick={() => editor.open(null)} />
            <ToolbarButton
              perm={MAP_PERMISSIONS.import}
              icon={<ArrowUploadRegular />}
              onClick={() => setImporting(true)}
            >
              {T.importTitle}
            </ToolbarButton>
            <ExportButton perm={MAP_PERMISSIONS.export} onExport={() => mapApi.exportFile(state.applied)} />
          </>
        }
        columns={columns}
        rowKey={(row) => row.id}
        rowActions={(row) => (
          <>
            <EditRowButton perm={MAP_PERMISSIONS.edit} row={row.name} onClick={() => editor.open(row)} />
            {row.ifUse !== '4' ? (
              <RowButton
                perm={MAP_PERMISSIONS.edit}
                icon={<LocationRegular />}
                label={T.move}
                name={T.moveRow(row.name)}
                onClick={() => setMoving(row)}
              />
            ) : null}
            <RemoveRowButton perm={MAP_PERMISSIONS.remove} row={row.name} onClick={() => void remove([row])} />
          </>
        )}
        empty={T.empty}
      />
      {editor.editing !== undefined ? (
        <MapFeatureEditor editing={editor.editing} onClose={editor.close} onSaved={editor.saved} />
      ) : null}
      {moving ? (
        <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : setMoving(null))}>
          <DialogSurface className={styles.wide}>
            <DialogBody>
              <DialogTitle>{T.moveTitle(moving.name)}</DialogTitle>
              <DialogContent>
                <Body1>{T.pickHint}</Body1>
                <MapView
                  title={T.moveTitle(moving.name)}
                  features={[]}
                  picking={{
                    initial:
                      moving.longitude !== null && moving.latitude !== null
                        ? [moving.longitude, moving.latitude]
                        : null,
                    onCancel: () => setMoving(null),
                    onConfirm: async ([longitude, latitude]) => {
                      const { data } = await mapApi.move({ id: moving.id, longitude, latitude });
                      if (data) {
                        setMoving(null);
                        void list.reload();
                      }
                    },
                  }}
                />
              </DialogContent>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ) : null}
      {importing ? <MapImportDialog onClose={() => setImporting(false)} onImported={() => void list.reload()} /> : null}
    </>
  );
}

function MapFeatureEditor({
  editing,
  onClose,
  onSaved,
}: {
  editing: MapRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { mapApi, notifier } = useServices();
  const styles = useStyles();
  const [draft, setDraft] = useState({
    name: editing?.name ?? '',
    ifUse: (editing?.ifUse ?? '1') as MapKind,
    thisType: editing?.thisType ?? '',
    longitude: editing?.longitude != null ? formatCoordinate(editing.longitude) : '',
    latitude: editing?.latitude != null ? formatCoordinate(editing.latitude) : '',
    contactName: editing?.contactName ?? '',
    contactPhone: editing?.contactPhone ?? '',
    isPublic: editing?.isPublic ?? false,
    remark: editing?.remark ?? '',
  });
  const [pathText, setPathText] = useState(() => formatPathText(editing?.path));
  const [problem, setProblem] = useState('');
  const set = (patch: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...patch }));
  const line = draft.ifUse === '4';

  const save = async () => {
    const typed = line ? parsePathText(pathText) : null;
    if (typed && !typed.ok) return setProblem(typed.error);
    const body = { ...draft, path: typed?.ok ? typed.path : undefined, cityCode: '' };
    const checked = checkMapFeature(body);
    if (!checked.ok) return setProblem(problemsOf(checked.errors));
    const answer = editing ? await mapApi.update({ id: editing.id, ...body }) : await mapApi.add(body);
    if (answer.data) {
      notifier.show({ type: 'success', text: T.saved });
      onSaved();
    }
  };
  const text = (
    key: 'name' | 'thisType' | 'longitude' | 'latitude' | 'contactName' | 'contactPhone' | 'remark',
    label: string,
  ) => (
    <Field label={label}>
      <Input value={draft[key]} onChange={(_event, data) => set({ [key]: data.value })} />
    </Field>
  );
  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={line ? styles.wide : undefined}>
        <DialogBody>
          <DialogTitle>{editing ? T.editTitle : T.addTitle}</DialogTitle>
          <DialogContent className={styles.form}>
            {text('name', T.columns.name)}
            <Field label={T.columns.kind}>
              <Dropdown
                value={T.kinds[draft.ifUse]}
                selectedOptions={[draft.ifUse]}
                disabled={line && editing !== null}
                onOptionSelect={(_event, data) => set({ ifUse: (data.optionValue ?? '1') as MapKind })}
              >
                {MAP_KINDS.filter((kind) => !editing || (kind === '4') === line).map((kind) => (
                  <Option key={kind} value={kind}>
                    {T.kinds[kind] ?? kind}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            {line ? (
              <Field label={T.columns.thisType}>
                <Dropdown
                  value={T.networkTypes[draft.thisType] ?? ''}
                  selectedOptions={[draft.thisType]}
                  onOptionSelect={(_event, data) => set({ thisType: data.optionValue ?? '' })}
                >
                  {Object.entries(T.networkTypes).map(([value, label]) => (
                    <Option key={value} value={value}>
                      {label}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            ) : (
              text('thisType', T.columns.thisType)
            )}
            {line ? (
              <LinePathField value={pathText} onChange={setPathText} name={draft.name} thisType={draft.thisType} />
            ) : (
              <div className={styles.pair}>
                {text('longitude', T.longitude)}
                {text('latitude', T.latitude)}
              </div>
            )}
            <div className={styles.pair}>
              {text('contactName', T.columns.contactName)}
              {text('contactPhone', T.columns.contactPhone)}
            </div>
            {text('remark', T.fields.remark)}
            <Checkbox
              label={T.isPublic}
              checked={draft.isPublic}
              onChange={(_event, data) => set({ isPublic: data.checked === true })}
            />
            {problem ? (
              <Body1 role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
                {problem}
              </Body1>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => void save()}>
              {T.save}
            </Button>
            <Button onClick={onClose}>{T.cancel}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
