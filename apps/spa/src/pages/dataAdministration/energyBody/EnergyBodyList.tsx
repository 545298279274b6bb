// /dataAdministration/energyBody (SPEC §2 energy body facilities): the enterprise's facilities with
// type, capacity, location and status; search panel, table toolbar, pager; add, change, delete.
// The page stays mounted behind its tab, so it reloads whenever it becomes the visible page again.
import type { FacilityRow } from '@ent/core/api';
import { DICT_TYPES, dictLabel } from '@ent/core/dict';
import { enumeration, FACILITY_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import { JIANGSU_CITIES } from '@ent/core/platform';
import { Badge, Button } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { useDictChoices, useDictionary } from '../../../widgets/dict/useDictionary';
import { HasPermission } from '../../../widgets/Gate';
import { ChoiceFilter, TextFilter } from '../../../widgets/list/filters';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useConfirmedRemove } from '../../../widgets/list/useConfirmedRemove';
import { useList } from '../../../widgets/list/useList';
import { EDIT_PATH } from './EnergyBodyEdit';

const STATUS_COLOR = { '0': 'success', '1': 'warning', '2': 'danger' } as const;

interface Filters {
  name: string;
  facilityType: string;
  status: string;
  cityCode: string;
}
const NO_FILTERS: Filters = { name: '', facilityType: '', status: '', cityCode: '' };

const C = FACILITY_TEXT.columns;
const columns = (
  typeName: (type: string) => string,
  statusName: (status: string) => string,
): ListColumn<FacilityRow>[] => [
  { key: 'name', label: C.name, render: (row) => row.name },
  { key: 'facilityType', label: C.facilityType, render: (row) => typeName(row.facilityType) },
  { key: 'capacityMw', label: C.capacityMw, render: (row) => row.capacityMw.toFixed(2) },
  { key: 'city', label: C.city, render: (row) => row.cityName, nowrap: true },
  { key: 'address', label: C.address, render: (row) => row.address || WIDGET_TEXT.noData },
  {
    key: 'coordinate',
    label: C.coordinate,
    nowrap: true,
    render: (row) =>
      row.longitude !== null && row.latitude !== null ? `${row.longitude.toFixed(6)}, ${row.latitude.toFixed(6)}` : '',
  },
  {
    key: 'status',
    label: C.status,
    render: (row) => (
      <Badge appearance="tint" color={STATUS_COLOR[row.status as '0'] ?? 'informative'}>
        {statusName(row.status)}
      </Badge>
    ),
  },
  { key: 'updateTime', label: C.updateTime, render: (row) => row.updateTime, nowrap: true, hidden: true },
];

export default function EnergyBodyList() {
  const { facilities } = useServices();
  const size = useControlSize();
  const [, navigate] = useLocation();
  const types = useDictionary(DICT_TYPES.facilityType);
  const statuses = useDictChoices(DICT_TYPES.facilityStatus);
  const { list, state } = useList<FacilityRow, Filters, number>({
    empty: NO_FILTERS,
    key: (row) => row.id,
    load: async ({ filters, pageNum, pageSize }) =>
      (
        await facilities.list({
          pageNum,
          pageSize,
          ...(filters.name.trim() ? { name: filters.name.trim() } : {}),
          ...(filters.facilityType ? { facilityType: filters.facilityType } : {}),
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.cityCode ? { cityCode: filters.cityCode } : {}),
        })
      ).data,
  });
  const remove = useConfirmedRemove(list, {
    title: FACILITY_TEXT.confirmTitle,
    text: (rows) => FACILITY_TEXT.confirmRemove(enumeration(rows.map((row) => row.name))),
    remove: (rows) => facilities.remove(rows.map((row) => row.id)),
    done: FACILITY_TEXT.removed,
  });
  const { filters } = state;

  return (
    <ListPage
      title={FACILITY_TEXT.listTitle}
      list={list}
      state={state}
      searchLabel={FACILITY_TEXT.search}
      searchFields={
        <>
          <TextFilter list={list} filters={filters} name="name" label={FACILITY_TEXT.fields.name} />
          <ChoiceFilter
            label={FACILITY_TEXT.fields.facilityType}
            value={filters.facilityType}
            options={types.map((type) => [type.value, type.label] as const)}
            allLabel={FACILITY_TEXT.all}
            onChange={(facilityType) => list.setFilters({ facilityType })}
          />
          <ChoiceFilter
            label={FACILITY_TEXT.fields.status}
            value={filters.status}
            options={statuses.choices}
            allLabel={FACILITY_TEXT.all}
            onChange={(status) => list.setFilters({ status })}
          />
          <ChoiceFilter
            label={FACILITY_TEXT.fields.cityCode}
            value={filters.cityCode}
            options={JIANGSU_CITIES.map((city) => [city.code as string, city.name as string] as const)}
            allLabel={FACILITY_TEXT.all}
            onChange={(cityCode) => list.setFilters({ cityCode })}
          />
        </>
      }
      actions={
        <HasPermission perms={['energyBody:edit']}>
          <Button size={size} appearance="primary" icon={<AddRegular />} onClick={() => navigate(EDIT_PATH)}>
            {FACILITY_TEXT.add}
          </Button>
          <Button
            size={size}
            icon={<DeleteRegular />}
            disabled={state.selected.length === 0}
            onClick={() => void remove(list.selectedRows())}
          >
            {FACILITY_TEXT.remove}
          </Button>
        </HasPermission>
      }
      columns={columns((type) => dictLabel(types, type), statuses.label)}
      rowKey={(row) => row.id}
      selection={{ all: FACILITY_TEXT.selectAll, row: (row) => FACILITY_TEXT.selectRow(row.name) }}
      actionsLabel={FACILITY_TEXT.actions}
      rowActions={(row) => (
        <HasPermission perms={['energyBody:edit']}>
          <Button
            size="small"
            appearance="transparent"
            icon={<EditRegular />}
            aria-label={`${FACILITY_TEXT.edit} ${row.name}`}
            onClick={() => navigate(`${EDIT_PATH}?id=${row.id}`)}
          >
            {FACILITY_TEXT.edit}
          </Button>
          <Button
            size="small"
            appearance="transparent"
            icon={<DeleteRegular />}
            aria-label={`${FACILITY_TEXT.remove} ${row.name}`}
            onClick={() => void remove([row])}
          >
            {FACILITY_TEXT.remove}
          </Button>
        </HasPermission>
      )}
      empty={FACILITY_TEXT.empty}
    />
  );
}
