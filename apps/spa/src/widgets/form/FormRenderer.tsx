// Renders a normalised form definition (FORMS.md): the ten layouts, every tag, edit and detail
// modes. Each node subscribes only to the fields it reads, so typing re-renders one field.
import {
  chunk,
  columnsOf,
  displayValue,
  type FormNode,
  type FormProblemKind,
  type FormStore,
  isArrayValued,
  packRows,
  tabOfChild,
  tabsWithErrors,
} from '@ent/core/forms';
import { FORM_TEXT } from '@ent/core/messages';
import type { UploadedFile } from '@ent/core/upload';
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  Card,
  CardHeader,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { memo, type ReactNode, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { SafeHtml } from '../SafeHtml';
import { CONTROLS } from './controls';
import {
  FormContext,
  type FormContextValue,
  type FormMode,
  type FormSlots,
  useFieldError,
  useFieldValue,
  useFormContext,
  useOptions,
  useVisible,
} from './formContext';
import { FileNames } from './UploadField';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(24, minmax(0, 1fr))',
    rowGap: '4px',
    alignItems: 'start',
  },
  field: { marginBottom: '14px' },
  label: { overflowWrap: 'anywhere' },
  labelRight: { textAlign: 'right', justifySelf: 'end' },
  card: { marginBottom: '16px' },
  fieldset: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '8px 16px',
    margin: '0 0 16px',
  },
  legend: { padding: '0 6px', fontWeight: tokens.fontWeightSemibold },
  tabs: { marginBottom: '12px' },
  tabError: { color: tokens.colorPaletteRedForeground1 },
  table: { marginBottom: '8px' },
  tableBlock: { marginBottom: '16px', width: '100%' },
  tableTitle: { display: 'block', marginBottom: '6px', fontWeight: tokens.fontWeightSemibold },
  richText: { marginBottom: '12px', lineHeight: 1.7 },
  detailText: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', paddingTop: '5px' },
  swatch: { display: 'inline-block', width: '16px', height: '16px', verticalAlign: 'middle', marginRight: '6px' },
  slot: { marginBottom: '14px' },
});

/** Rows per block: the unit React re-renders past and the browser skips while off screen. */
const ROWS_PER_BLOCK = 8;
// A block off screen is neither laid out nor painted (content-visibility), and each visual row is
// its own small grid, so typing in one field of a long form costs about what it costs in a short one.
const BLOCK_STYLE = { contentVisibility: 'auto', containIntrinsicSize: 'auto 400px' } as const;

const Block = memo(function Block({ rows, gutter }: { rows: FormNode[][]; gutter: number }) {
  const styles = useStyles();
  return (
    <div style={BLOCK_STYLE}>
      {rows.map((row) => (
        <div key={row[0]?.key} className={styles.grid} style={{ columnGap: `${gutter}px` }}>
          {row.map((child) => (
            <div key={child.key} style={{ gridColumn: `span ${columnsOf(child)}` }}>
              <NodeView node={child} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
});

/** Children laid out on the 24-column grid (Element's el-row/el-col), in visual rows. */
function Grid({ nodes, gutter }: { nodes: readonly FormNode[]; gutter: number }) {
  const blocks = useMemo(() => chunk(packRows(nodes), ROWS_PER_BLOCK), [nodes]);
  return (
    <>
      {blocks.map((rows) => (
        <Block key={rows[0]?.[0]?.key} rows={rows} gutter={gutter} />
      ))}
    </>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

/** Rich text in detail mode appears after about 1 s (FORMS.md "Modes"), like the earlier platform. */
export const DETAIL_HTML_DELAY_MS = 1000;
function DelayedHtml({ html }: { html: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), DETAIL_HTML_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <SafeHtml html={html} /> : <Text>{'…'}</Text>;
}

function DetailValue({ node, value }: { node: FormNode; value: unknown }) {
  const styles = useStyles();
  const options = useOptions(node);
  if (node.tag === 'el-upload') return <FileNames files={Array.isArray(value) ? (value as UploadedFile[]) : []} />;
  if (node.tag === 'tinymce') return <DelayedHtml html={typeof value === 'string' ? value : ''} />;
  const shown = displayValue(node, value, options);
  if (node.tag === 'el-color-picker' && typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value))
    return (
      <Text className={styles.detailText}>
        <span className={styles.swatch} style={{ backgroundColor: value }} aria-hidden />
        {value}
      </Text>
    );
  if (node.tag === 'el-rate')
    return <Text className={styles.detailText}>{FORM_TEXT.ratingLabel(node.label, Number(value) || 0)}</Text>;
  return <Text className={styles.detailText}>{shown}</Text>;
}

function FieldBody({ node }: { node: FormNode }) {
  const context = useFormContext();
  const styles = useStyles();
  const key = node.vModel as string;
  const value = useFieldValue(key);
  const error = useFieldError(key);
  const labelWidth = node.labelWidth ?? context.labelWidth;
  const horizontal = context.labelPosition !== 'top' && node.showLabel && node.label !== '';
  const Control = node.tag ? CONTROLS[node.tag] : undefined;
  let body: ReactNode;
  if (node.problem || !Control) body = <Problem text={node.problem ?? FORM_TEXT.unknownTag(String(node.tag))} />;
  else if (context.mode === 'detail') body = <DetailValue node={node} value={value} />;
  else
    body = (
      <Control
        node={node}
        value={value}
        onChange={(next) => context.store.set(key, next)}
        disabled={context.locked || node.readOnly}
        label={node.label || key}
        size={context.size}
        invalid={error !== undefined}
      />
    );
  return (
    <Field
      className={styles.field}
      label={
        node.showLabel && node.label
          ? {
              children: node.label,
              className: mergeClasses(styles.label, context.labelPosition === 'right' && styles.labelRight),
            }
          : undefined
      }
      orientation={horizontal ? 'horizontal' : 'vertical'}
      style={horizontal ? { gridTemplateColumns: `${labelWidth}px minmax(0, 1fr)` } : undefined}
      required={context.mode === 'edit' && node.required && !node.readOnly}
      validationMessage={context.mode === 'edit' ? error : undefined}
      validationState={context.mode === 'edit' && error ? 'error' : 'none'}
      // Controls Fluent's Field cannot mark (a checkbox group, an upload): where a refused submit
      // sends focus (widgets/focusFirstInvalid).
      data-invalid={context.mode === 'edit' && error ? 'true' : undefined}
      size={context.size}
    >
      {body}
    </Field>
  );
}

const FieldNode = memo(function FieldNode({ node }: { node: FormNode }) {
  const visible = useVisible(node);
  if (!visible || node.hidden) return null;
  if (!node.vModel) return <Problem text={node.problem ?? FORM_TEXT.unknownTag(String(node.tag))} />;
  return <FieldBody node={node} />;
});

function TableNode({ node }: { node: FormNode }) {
  const context = useFormContext();
  const styles = useStyles();
  const key = node.vModel as string;
  const value = useFieldValue(key);
  const error = useFieldError(key);
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const columns = node.tableColumns ?? [];
  const editable = context.mode === 'edit' && !context.locked && !node.readOnly;
  const setRows = (next: Record<string, unknown>[]) => context.store.set(key, next);
  const title = node.label || node.title || key;
  return (
    <div className={styles.tableBlock} data-invalid={error && context.mode === 'edit' ? 'true' : undefined}>
      <Text className={styles.tableTitle}>{title}</Text>
      <Table className={styles.table} size="small" aria-label={title}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{FORM_TEXT.rowNumber}</TableHeaderCell>
            {columns.map((column) => (
              <TableHeaderCell key={column.prop}>{column.label}</TableHeaderCell>
            ))}
            {editable ? <TableHeaderCell>{FORM_TEXT.actions}</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length + (editable ? 2 : 1)}>{FORM_TEXT.emptyTable}</TableCell>
            </TableRow>
          ) : null}
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position.
            <TableRow key={index}>
              <TableCell>{index + 1}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.prop}>
                  {editable ? (
                    <Input
                      size="small"
                      aria-label={FORM_TEXT.cell(column.label, index + 1)}
                      value={
                        row[column.prop] === undefined || row[column.prop] === null ? '' : String(row[column.prop])
                      }
                      onChange={(_event, data) =>
                        setRows(rows.map((r, i) => (i === index ? { ...r, [column.prop]: data.value } : r)))
                      }
                    />
                  ) : (
                    String(row[column.prop] ?? '')
                  )}
                </TableCell>
              ))}
              {editable ? (
                <TableCell>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={FORM_TEXT.removeRow(index + 1)}
                    onClick={() => setRows(rows.filter((_r, i) => i !== index))}
                  />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editable ? (
        <Button
          size="small"
          icon={<AddRegular />}
          onClick={() => setRows([...rows, Object.fromEntries(columns.map((column) => [column.prop, '']))])}
        >
          {FORM_TEXT.addRow}
        </Button>
      ) : null}
      {error && context.mode === 'edit' ? <Text className={styles.tabError}>{error}</Text> : null}
    </div>
  );
}

function TabsNode({ node }: { node: FormNode }) {
  const { store } = useFormContext();
  const styles = useStyles();
  const tabs = node.tabList ?? [];
  const [selected, setSelected] = useState(node.activeTabName || tabs[0]?.name || '');
  const subscribe = useMemo(() => (listener: () => void) => store.subscribeAll(listener), [store]);
  const erring = useSyncExternalStore(subscribe, () => tabsWithErrors(node, store.errors()).join('\u0000'));
  const validations = useSyncExternalStore(subscribe, () => store.validations());
  const seen = useRef(validations);
  // After a submit finds errors, show the first tab holding one unless the current tab does.
  useEffect(() => {
    if (validations === seen.current) return;
    seen.current = validations;
    const names = erring ? erring.split('\u0000') : [];
    if (names.length > 0 && !names.includes(selected)) setSelected(names[0] as string);
  }, [validations, erring, selected]);
  const marked = new Set(erring ? erring.split('\u0000') : []);
  return (
    <div>
      <TabList
        className={styles.tabs}
        selectedValue={selected}
        onTabSelect={(_event, data) => setSelected(String(data.value))}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.name}
            value={tab.name}
            aria-label={marked.has(tab.name) ? FORM_TEXT.tabWithErrors(tab.label) : tab.label}
            className={marked.has(tab.name) ? styles.tabError : undefined}
          >
            {tab.label}
            {marked.has(tab.name) ? ' •' : ''}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={tabs.find((tab) => tab.name === selected)?.label}>
        <Grid
          nodes={node.children.filter((_child, index) => tabOfChild(node, index) === selected)}
          gutter={node.gutter}
        />
      </div>
    </div>
  );
}

function CollapseNode({ node }: { node: FormNode }) {
  const items = node.children;
  const names = items.map((item, index) => item.name || String(index));
  const [open, setOpen] = useState<string[]>(names);
  const single = node.props.accordion === true;
  return (
    <Accordion
      multiple={!single}
      collapsible
      openItems={single ? open.slice(0, 1) : open}
      onToggle={(_event, data) => setOpen(data.openItems.map(String))}
    >
      {items.map((item, index) => (
        <AccordionItem key={item.key} value={names[index]}>
          <AccordionHeader>{item.title ?? item.label}</AccordionHeader>
          <AccordionPanel>
            {item.problem ? <Problem text={item.problem} /> : <Grid nodes={item.children} gutter={item.gutter} />}
          </AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

function SlotNode({ node }: { node: FormNode }) {
  const context = useFormContext();
  const styles = useStyles();
  const name = node.slotName ?? '';
  const Supplied = Object.hasOwn(context.slots, name) ? context.slots[name] : undefined;
  return (
    <div className={styles.slot}>
      {Supplied ? (
        <Supplied store={context.store} mode={context.mode} node={node} />
      ) : (
        <MessageBar intent="info">
          <MessageBarBody>{FORM_TEXT.slotPlaceholder(name)}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}

export const NodeView = memo(function NodeView({ node }: { node: FormNode }) {
  const styles = useStyles();
  const visible = useVisible(node);
  if (!visible || (node.hidden && node.layout !== 'colFormItem')) return null;
  if (node.problem && node.layout !== 'colFormItem') return <Problem text={node.problem} />;
  switch (node.layout) {
    case 'colFormItem':
      return <FieldNode node={node} />;
    case 'rowFormItem':
      return <Grid nodes={node.children} gutter={node.gutter} />;
    case 'cardGroup':
      return (
        <Card className={styles.card}>
          {node.title ? <CardHeader header={<Title3 as="h3">{node.title}</Title3>} /> : null}
          <Grid nodes={node.children} gutter={node.gutter} />
        </Card>
      );
    case 'tabGroup':
      return <TabsNode node={node} />;
    case 'tableGroup':
      return node.vModel ? <TableNode node={node} /> : null;
    case 'collapseGroup':
      return <CollapseNode node={node} />;
    case 'collapseItem':
      // An item outside a collapse group still shows its fields.
      return <Grid nodes={node.children} gutter={node.gutter} />;
    case 'formGroup':
      return (
        <fieldset className={styles.fieldset}>
          {node.title ? <legend className={styles.legend}>{node.title}</legend> : null}
          <Grid nodes={node.children} gutter={node.gutter} />
        </fieldset>
      );
    case 'routerViewSlot':
      return <SlotNode node={node} />;
    case 'richText':
      return <SafeHtml className={styles.richText} html={node.content ?? ''} />;
    default:
      return <Problem text={node.problem ?? FORM_TEXT.unknownLayout(String(node.layout))} />;
  }
});

export interface FormRendererProps {
  store: FormStore;
  mode: FormMode;
  slots?: FormSlots;
  /** Every control read-only even in edit mode (besides the definition's disabled 'Y'). */
  locked?: boolean;
  size?: 'small' | 'medium' | 'large';
  /** Lists problems that have no place of their own (bad expressions and patterns). */
  showProblems?: boolean;
  onPreviewFile: (file: UploadedFile) => void;
  label?: string;
}

const NO_SLOTS: FormSlots = {};
/** Problems shown where their node would be (NodeView, FieldNode); the rest are listed above the form. */
const SHOWN_AT_NODE: ReadonlySet<FormProblemKind> = new Set([
  'unknownLayout',
  'unknownTag',
  'unknownDateType',
  'missingBinding',
]);
const reported = new WeakSet<object>();

export function FormRenderer({
  store,
  mode,
  slots = NO_SLOTS,
  locked = false,
  size = 'medium',
  showProblems = false,
  onPreviewFile,
  label,
}: FormRendererProps) {
  const { definition } = store;
  const value = useMemo<FormContextValue>(
    () => ({
      store,
      mode,
      locked: locked || definition.disabled,
      slots,
      size,
      labelWidth: definition.labelWidth,
      labelPosition: definition.labelPosition,
      previewFile: onPreviewFile,
    }),
    [store, mode, locked, definition, slots, size, onPreviewFile],
  );
  useEffect(() => {
    // FORMS.md: methods and hook are never run; say so once per definition.
    if (definition.hadCode && !reported.has(definition)) {
      reported.add(definition);
      console.info(FORM_TEXT.ignoredCode);
    }
  }, [definition]);
  const loose = showProblems ? definition.problems.filter((problem) => !SHOWN_AT_NODE.has(problem.kind)) : [];
  return (
    <FormContext.Provider value={value}>
      <form aria-label={label} noValidate onSubmit={(event) => event.preventDefault()} data-mode={mode}>
        {loose.map((problem) => (
          <Problem key={problem.message} text={problem.message} />
        ))}
        <Grid nodes={definition.fields} gutter={definition.gutter} />
      </form>
    </FormContext.Provider>
  );
}

export { isArrayValued };
