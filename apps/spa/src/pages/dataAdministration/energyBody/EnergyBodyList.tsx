// /dataAdministration/energyBody (SPEC §2 energy body facilities): the enterprise's facilities with
// type, capacity, location and status; search panel, table toolbar, pager; add, change, delete.
// The page stays mounted behind its tab, so it reloads whenever it becomes the visible page again.
import type { FacilityRow } from '@ent/core/api';
import { DOMAIN_TEXT, FACILITY_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import { JIANGSU_CITIES } from '@ent/core/platform';
import { type ColumnEntry, DEFAULT_PAGE_SIZE } from '@ent/core/shell';
import { FACILITY_STATUSES, FACILITY_TYPES, type FacilityStatus, type FacilityType } from '@ent/core/validate';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useLoadWhileActive } from '../../../layout/useLoadWhileActive';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { HasPermission } from '../../../widgets/Gate';
import { useListPageStyles } from '../../../widgets/listPageStyles';
import { Pager } from '../../../widgets/Pager';
import { TableToolbar } from '../../../widgets/TableToolbar';
import { EDIT_PATH } from './EnergyBodyEdit';

const useStyles = makeStyles({
  select: { width: '44px' },
  filter: { minWidth: '150px' },
});

const C = FACILITY_TEXT.columns;
const COLUMNS: ColumnEntry[] = [
  { key: 'name', label: C.name, visible: true },
  { key: 'facilityType', label: C.facilityType, visible: true },
  { key: 'capacityMw', label: C.capacityMw, visible: true },
  { key: 'city', label: C.city, visible: true },
  { key: 'address', label: C.address, visible: true },
  { key: 'coordinate', label: C.coordinate, visible: true },
  { key: 'status', label: C.status, visible: true },
  { key: 'updateTime', label: C.updateTime, visible: false },
];

const STATUS_COLOR = { '0': 'success', '1': 'warning', '2': 'danger' } as const;

interface Filters {
  name: string;
  facilityType: FacilityType | '';
  status: FacilityStatus | '';
  cityCode: string;
}
const NO_FILTERS: Filters = { name: '', facilityType: '', status: '', cityCode: '' };

const typeName = (type: string) => DOMAIN_TEXT.facilityTypes[type as keyof typeof DOMAIN_TEXT.facilityTypes] ?? type;
const statusName = (status: string) =>
  DOMAIN_TEXT.facilityStatus[status as keyof typeof DOMAIN_TEXT.facilityStatus] ?? status;

function FilterDropdown<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | '';
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T | '') => void;
}) {
  const size = useControlSize();
  const styles = { ...useListPageStyles(), ...useStyles() };
  return (
    <Field label={label} size={size}>
      <Dropdown
        className={styles.filter}
        value={options.find(([key]) => key === value)?.[1] ?? FACILITY_TEXT.all}
        selectedOptions={[value]}
        onOptionSelect={(_event, data) => onChange((data.optionValue ?? '') as T | '')}
      >
        <Option value="">{FACILITY_TEXT.all}</Option>
        {options.map(([key, name]) => (
          <Option key={key} value={key}>
            {name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

export default function EnergyBodyList() {
  const { facilities, dialogs, notifier } = useServices();
  const styles = { ...useListPageStyles(), ...useStyles() };
  const size = useControlSize();
  const [, navigate] = useLocation();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [query, setQuery] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, ...NO_FILTERS });
  const [rows, setRows] = useState<FacilityRow[]>([]);
  const [total, setTotal] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [showSearch, setShowSearch] = useState(true);
  const [columns, setColumns] = useState(COLUMNS);

  const load = useCallback(async () => {
    const answer = await facilities
      .list({
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        ...(query.name ? { name: query.name } : {}),
        ...(query.facilityType ? { facilityType: query.facilityType } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...(query.cityCode ? { cityCode: query.cityCode } : {}),
      })
      .catch(() => null);
    if (!answer?.data) return;
    // A page past the end (after deleting its last rows) falls back to the last page.
    const lastPage = Math.max(1, Math.ceil(answer.data.total / query.pageSize));
    if (answer.data.rows.length === 0 && query.pageNum > lastPage) {
      setQuery((before) => ({ ...before, pageNum: lastPage }));
      return;
    }
    setRows(answer.data.rows);
    setTotal(answer.data.total);
    setSelected((before) => before.filter((id) => answer.data?.rows.some((row) => row.id === id)));
  }, [facilities, query]);

  // Loads on query changes and each time the tab becomes visible again (after adding or editing).
  useLoadWhileActive(load);

  const remove = async (targets: FacilityRow[]) => {
    if (targets.length === 0) return;
    const confirmed = await dialogs.ask({
      title: FACILITY_TEXT.confirmTitle,
      text: FACILITY_TEXT.confirmRemove(targets.map((row) => row.name).join('、')),
    });
    if (!confirmed) return;
    const done = await facilities.remove(targets.map((row) => row.id)).catch(() => null);
    if (!done) return;
    notifier.show({ type: 'success', text: FACILITY_TEXT.removed });
    await load();
  };

  const shown = (key: string) => columns.find((column) => column.key === key)?.visible === true;
  const visibleCount = columns.filter((column) => column.visible).length;

  return (
    <div className={styles.page}>
      <Title3 as="h1">{FACILITY_TEXT.listTitle}</Title3>
      {showSearch ? (
        <Card>
          <form
            className={styles.search}
            aria-label={FACILITY_TEXT.search}
            onSubmit={(event) => {
              event.preventDefault();
              setQuery({ ...query, ...filters, name: filters.name.trim(), pageNum: 1 });
            }}
          >
            <Field label={FACILITY_TEXT.fields.name} size={size}>
              <Input value={filters.name} onChange={(_event, data) => setFilters({ ...filters, name: data.value })} />
            </Field>
            <FilterDropdown
              label={FACILITY_TEXT.fields.facilityType}
              value={filters.facilityType}
              options={FACILITY_TYPES.map((type) => [type, typeName(type)] as const)}
              onChange={(facilityType) => setFilters({ ...filters, facilityType })}
            />
            <FilterDropdown
              label={FACILITY_TEXT.fields.status}
              value={filters.status}
              options={FACILITY_STATUSES.map((status) => [status, statusName(status)] as const)}
              onChange={(status) => setFilters({ ...filters, status })}
            />
            <FilterDropdown
              label={FACILITY_TEXT.fields.cityCode}
              value={filters.cityCode}
              options={JIANGSU_CITIES.map((city) => [city.code as string, city.name as string] as const)}
              onChange={(cityCode) => setFilters({ ...filters, cityCode })}
            />
            <Button type="submit" appearance="primary" size={size}>
              {FACILITY_TEXT.search}
            </Button>
            <Button
              size={size}
              onClick={() => {
                setFilters(NO_FILTERS);
                setQuery({ ...query, ...NO_FILTERS, pageNum: 1 });
              }}
            >
              {FACILITY_TEXT.resetSearch}
            </Button>
          </form>
        </Card>
      ) : null}
      <div className={styles.actions}>
        <HasPermission perms={['energyBody:edit']}>
          <Button size={size} appearance="primary" icon={<AddRegular />} onClick={() => navigate(EDIT_PATH)}>
            {FACILITY_TEXT.add}
          </Button>
          <Button
            size={size}
            icon={<DeleteRegular />}
            disabled={selected.length === 0}
            onClick={() => void remove(rows.filter((row) => selected.includes(row.id)))}
          >
            {FACILITY_TEXT.remove}
          </Button>
        </HasPermission>
        <span className={styles.spacer} />
        <TableToolbar
          showSearch={showSearch}
          onToggleSearch={() => setShowSearch(!showSearch)}
          onRefresh={() => void load()}
          columns={columns}
          onColumnsChange={setColumns}
        />
      </div>
      <Table className={styles.table} aria-label={FACILITY_TEXT.listTitle} size={size === 'large' ? 'medium' : size}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.select}>
              <Checkbox
                aria-label={FACILITY_TEXT.selectAll}
                checked={
                  rows.length > 0 && selected.length === rows.length ? true : selected.length > 0 ? 'mixed' : false
                }
                onChange={(_event, data) => setSelected(data.checked ? rows.map((row) => row.id) : [])}
              />
            </TableHeaderCell>
            {columns
              .filter((column) => column.visible)
              .map((column) => (
                <TableHeaderCell key={column.key}>{column.label}</TableHeaderCell>
              ))}
            <TableHeaderCell>{FACILITY_TEXT.actions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={visibleCount + 2}>{FACILITY_TEXT.empty}</TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id} data-facility-id={row.id}>
                <TableCell>
                  <Checkbox
                    aria-label={FACILITY_TEXT.selectRow(row.name)}
                    checked={selected.includes(row.id)}
                    onChange={(_event, data) =>
                      setSelected(data.checked ? [...selected, row.id] : selected.filter((id) => id !== row.id))
                    }
                  />
                </TableCell>
                {shown('name') ? <TableCell>{row.name}</TableCell> : null}
                {shown('facilityType') ? <TableCell>{typeName(row.facilityType)}</TableCell> : null}
                {shown('capacityMw') ? <TableCell>{row.capacityMw.toFixed(2)}</TableCell> : null}
                {shown('city') ? <TableCell className={styles.nowrap}>{row.cityName}</TableCell> : null}
                {shown('address') ? <TableCell>{row.address || WIDGET_TEXT.noData}</TableCell> : null}
                {shown('coordinate') ? (
                  <TableCell className={styles.nowrap}>
                    {row.longitude !== null && row.latitude !== null
                      ? `${row.longitude.toFixed(6)}, ${row.latitude.toFixed(6)}`
                      : ''}
                  </TableCell>
                ) : null}
                {shown('status') ? (
                  <TableCell>
                    <Badge appearance="tint" color={STATUS_COLOR[row.status as '0'] ?? 'informative'}>
                      {statusName(row.status)}
                    </Badge>
                  </TableCell>
                ) : null}
                {shown('updateTime') ? <TableCell className={styles.nowrap}>{row.updateTime}</TableCell> : null}
                <TableCell className={styles.nowrap}>
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
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Pager
        total={total}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onChange={(page) => setQuery({ ...query, ...page })}
      />
    </div>
  );
}
