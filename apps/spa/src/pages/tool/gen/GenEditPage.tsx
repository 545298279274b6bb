// /gen/edit/{tableId} (tool/gen/edit): one imported table's generation settings in three tabs:
// 基本信息 (name, description, remark), 字段信息 (each column's label, field name, value type,
// required, shown in the form and the list, query mode, display type and dictionary) and 生成信息
// (the form's title and key, fields per row). 预览 shows the form the settings as typed make (core's
// formFromTable, as the server generates it); 保存 sends them; 返回 goes back to 代码生成.
import type { GenColumnRow, GenTableDetail } from '@ent/core/api';
import {
  duplicateFieldNames,
  GEN_PERMISSIONS,
  type GenTableForm,
  genColumnProblem,
  genTableFormErrors,
} from '@ent/core/contract';
import { formFromTable, GEN_HTML_TYPES, GEN_OPTION_TYPES, GEN_QUERY_TYPES, GEN_VALUE_TYPES } from '@ent/core/gen';
import { GEN_TEXT, labelled } from '@ent/core/messages';
import {
  Body1,
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Textarea,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, EyeRegular, SaveRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { usePageFrame } from '../../../state/pageFrame';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { HasPermission } from '../../../widgets/Gate';
import { useResource } from '../../../widgets/model/useResource';
import { type GenPreviewContent, GenPreviewDialog } from './GenPreviewDialog';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px' },
  bar: { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' },
  form: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: '12px 24px',
  },
  wide: { gridColumn: '1 / -1' },
  scroll: { overflowX: 'auto' },
  table: { tableLayout: 'auto', minWidth: '1200px' },
  nowrap: { whiteSpace: 'nowrap' },
  hint: { color: tokens.colorNeutralForeground3 },
  invalid: { backgroundColor: tokens.colorPaletteRedBackground1 },
});

const T = GEN_TEXT;
const C = T.columns;
type TabValue = 'basic' | 'columns' | 'generate';

interface TableFields extends GenTableForm {
  columnsPerRow: 1 | 2;
}

const tableFieldsOf = (detail: GenTableDetail): TableFields => ({
  tableComment: detail.table.tableComment,
  formTitle: detail.table.formTitle,
  formKey: detail.table.formKey,
  remark: detail.table.remark,
  columnsPerRow: detail.table.columnsPerRow,
});

/** A column setting chosen from a fixed list (value type, query mode, display type). */
function ChoiceCell<V extends string>({
  label,
  value,
  choices,
  names,
  onChange,
}: {
  label: string;
  value: V;
  choices: readonly V[];
  names: Readonly<Record<string, string>>;
  onChange: (value: V) => void;
}) {
  return (
    <TableCell>
      <Select size="small" aria-label={label} value={value} onChange={(_event, data) => onChange(data.value as V)}>
        {choices.map((choice) => (
          <option key={choice || 'none'} value={choice}>
            {names[choice]}
          </option>
        ))}
      </Select>
    </TableCell>
  );
}

export default function GenEditPage() {
  const { genApi, dictApi, notifier } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const [, navigate] = useLocation();
  const { params } = usePageFrame();
  const tableId = Number(params.tableId);
  const loaded = useResource(async () => (await genApi.get(tableId)).data ?? null, [genApi, tableId]);
  const dictTypes = useResource(async () => (await dictApi.typeOptions()).data ?? [], [dictApi]);
  const detail = loaded.status === 'ready' ? loaded.data : null;
  const [tab, setTab] = useState<TabValue>('columns');
  const [fields, setFields] = useState<TableFields | null>(null);
  const [columns, setColumns] = useState<GenColumnRow[]>([]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<GenPreviewContent | null>(null);

  useEffect(() => {
    if (!detail) return;
    setFields(tableFieldsOf(detail));
    setColumns(detail.columns);
  }, [detail]);

  if (loaded.status === 'failed' || (loaded.status === 'ready' && !detail))
    return (
      <MessageBar intent="error">
        <MessageBarBody>{T.loadFailed}</MessageBarBody>
      </MessageBar>
    );
  if (!detail || !fields) return <Spinner label={T.loading} />;

  const tableErrors = genTableFormErrors(fields);
  const duplicates = new Set(duplicateFieldNames(columns));
  const columnProblems = columns.flatMap((column) => {
    const problem =
      genColumnProblem(column) ||
      (duplicates.has(column.fieldName.trim()) ? T.duplicateFields([column.fieldName]) : '');
    return problem ? [labelled(column.columnName, problem)] : [];
  });
  const problems = [...Object.values(tableErrors), ...columnProblems];
  const shownCount = columns.filter((column) => column.isForm).length;

  const setField = <K extends keyof TableFields>(key: K, value: TableFields[K]) =>
    setFields({ ...fields, [key]: value });
  const setColumn = (columnId: number, patch: Partial<GenColumnRow>) =>
    setColumns((current) => current.map((column) => (column.columnId === columnId ? { ...column, ...patch } : column)));

  const showPreview = () =>
    setPreview({
      title: fields.formTitle || detail.table.tableName,
      content: formFromTable({ ...detail.table, ...fields }, columns),
    });

  const save = async () => {
    setTried(true);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      const { data } = await genApi.update({
        tableId: detail.table.tableId,
        ...fields,
        columns: columns.map((column) => ({
          columnId: column.columnId,
          fieldName: column.fieldName.trim(),
          label: column.label.trim(),
          valueType: column.valueType,
          htmlType: column.htmlType,
          dictType: GEN_OPTION_TYPES.includes(column.htmlType) ? column.dictType : '',
          required: column.required,
          isForm: column.isForm,
          isList: column.isList,
          queryType: column.queryType,
          sort: column.sort,
        })),
      });
      if (data) {
        loaded.set(data);
        notifier.show({ type: 'success', text: T.saved });
      }
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (key: keyof GenTableForm) =>
    tried && tableErrors[key]
      ? { validationMessage: tableErrors[key], validationState: 'error' as const }
      : { validationState: 'none' as const };
  const dictOptions = dictTypes.status === 'ready' ? dictTypes.data : [];
  const name = detail.table.tableName;

  return (
    <div className={styles.page}>
      <Title3 as="h1">{`${T.editTitle} ${name}`}</Title3>
      <div className={styles.bar}>
        <HasPermission perms={[GEN_PERMISSIONS.edit]}>
          <Button size={size} appearance="primary" icon={<SaveRegular />} disabled={busy} onClick={() => void save()}>
            {T.save}
          </Button>
        </HasPermission>
        <Button size={size} icon={<EyeRegular />} onClick={showPreview}>
          {T.preview}
        </Button>
        <Button size={size} icon={<ArrowLeftRegular />} onClick={() => navigate('/system/gen')}>
          {T.back}
        </Button>
      </div>
      {tried && problems.length > 0 ? (
        <MessageBar intent="error">
          <MessageBarBody>{problems.join(' ')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <TabList selectedValue={tab} onTabSelect={(_event, data) => setTab(data.value as TabValue)}>
        <Tab value="basic">{T.tabs.basic}</Tab>
        <Tab value="columns">{T.tabs.columns}</Tab>
        <Tab value="generate">{T.tabs.generate}</Tab>
      </TabList>
      {tab === 'basic' ? (
        <fieldset className={styles.form} aria-label={T.tabs.basic}>
          <Field label={T.tableName}>
            <Input readOnly value={name} />
          </Field>
          <Field label={T.tableComment} {...fieldError('tableComment')}>
            <Input value={fields.tableComment} onChange={(_event, data) => setField('tableComment', data.value)} />
          </Field>
          <Field label={T.source}>
            <Input readOnly value={T.sources[detail.table.source]} />
          </Field>
          <Field className={styles.wide} label={T.remark} {...fieldError('remark')}>
            <Textarea
              resize="vertical"
              value={fields.remark}
              onChange={(_event, data) => setField('remark', data.value)}
            />
          </Field>
        </fieldset>
      ) : null}
      {tab === 'columns' ? (
        <>
          <Body1 className={styles.hint}>{T.columnsCount(shownCount, columns.length)}</Body1>
          <div className={styles.scroll}>
            <Table className={styles.table} size="small" aria-label={T.tabs.columns}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{C.sort}</TableHeaderCell>
                  <TableHeaderCell>{C.columnName}</TableHeaderCell>
                  <TableHeaderCell>{C.columnType}</TableHeaderCell>
                  <TableHeaderCell>{C.label}</TableHeaderCell>
                  <TableHeaderCell>{C.fieldName}</TableHeaderCell>
                  <TableHeaderCell>{C.valueType}</TableHeaderCell>
                  <TableHeaderCell>{C.required}</TableHeaderCell>
                  <TableHeaderCell>{C.isForm}</TableHeaderCell>
                  <TableHeaderCell>{C.isList}</TableHeaderCell>
                  <TableHeaderCell>{C.queryType}</TableHeaderCell>
                  <TableHeaderCell>{C.htmlType}</TableHeaderCell>
                  <TableHeaderCell>{C.dictType}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {columns.map((column, index) => {
                  const cell = (what: string) => T.cellOf(column.columnName, what);
                  const invalid = tried && (genColumnProblem(column) !== '' || duplicates.has(column.fieldName.trim()));
                  const withOptions = GEN_OPTION_TYPES.includes(column.htmlType);
                  return (
                    <TableRow key={column.columnId} className={invalid ? styles.invalid : undefined}>
                      <TableCell>{index + 1}</TableCell>
                      <TableCell className={styles.nowrap}>{column.columnName}</TableCell>
                      <TableCell className={styles.nowrap}>{column.columnType}</TableCell>
                      <TableCell>
                        <Input
                          size="small"
                          aria-label={cell(C.label)}
                          aria-invalid={invalid || undefined}
                          value={column.label}
                          onChange={(_event, data) => setColumn(column.columnId, { label: data.value })}
                        />
                      </TableCell>
                      <TableCell>
                        <Input
                          size="small"
                          aria-label={cell(C.fieldName)}
                          value={column.fieldName}
                          onChange={(_event, data) => setColumn(column.columnId, { fieldName: data.value })}
                        />
                      </TableCell>
                      <ChoiceCell
                        label={cell(C.valueType)}
                        value={column.valueType}
                        choices={GEN_VALUE_TYPES}
                        names={T.valueTypes}
                        onChange={(valueType) => setColumn(column.columnId, { valueType })}
                      />
                      {(['required', 'isForm', 'isList'] as const).map((key) => (
                        <TableCell key={key}>
                          <Checkbox
                            aria-label={cell(C[key])}
                            checked={column[key]}
                            onChange={(_event, data) => setColumn(column.columnId, { [key]: data.checked === true })}
                          />
                        </TableCell>
                      ))}
                      <ChoiceCell
                        label={cell(C.queryType)}
                        value={column.queryType}
                        choices={GEN_QUERY_TYPES}
                        names={T.queryTypes}
                        onChange={(queryType) => setColumn(column.columnId, { queryType })}
                      />
                      <ChoiceCell
                        label={cell(C.htmlType)}
                        value={column.htmlType}
                        choices={GEN_HTML_TYPES}
                        names={T.htmlTypes}
                        onChange={(htmlType) => setColumn(column.columnId, { htmlType })}
                      />
                      <TableCell>
                        <Select
                          size="small"
                          aria-label={cell(C.dictType)}
                          disabled={!withOptions}
                          value={withOptions ? column.dictType : ''}
                          onChange={(_event, data) => setColumn(column.columnId, { dictType: data.value })}
                        >
                          <option value="">{T.noDict}</option>
                          {column.dictType && !dictOptions.some((each) => each.dictType === column.dictType) ? (
                            <option value={column.dictType}>{column.dictType}</option>
                          ) : null}
                          {dictOptions.map((each) => (
                            <option key={each.dictType} value={each.dictType}>
                              {`${each.dictName} ${each.dictType}`}
                            </option>
                          ))}
                        </Select>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
        </>
      ) : null}
      {tab === 'generate' ? (
        <fieldset className={styles.form} aria-label={T.tabs.generate}>
          <Field label={T.formTitle} required {...fieldError('formTitle')}>
            <Input value={fields.formTitle} onChange={(_event, data) => setField('formTitle', data.value)} />
          </Field>
          <Field label={T.formKey} required hint={T.formKeyHint} {...fieldError('formKey')}>
            <Input value={fields.formKey} onChange={(_event, data) => setField('formKey', data.value)} />
          </Field>
          <Field label={T.columnsPerRow}>
            <RadioGroup
              layout="horizontal"
              value={String(fields.columnsPerRow)}
              onChange={(_event, data) => setField('columnsPerRow', data.value === '2' ? 2 : 1)}
            >
              <Radio value="1" label={T.columnsPerRowOptions['1']} />
              <Radio value="2" label={T.columnsPerRowOptions['2']} />
            </RadioGroup>
          </Field>
        </fieldset>
      ) : null}
      {preview ? <GenPreviewDialog preview={preview} onClose={() => setPreview(null)} /> : null}
    </div>
  );
}
