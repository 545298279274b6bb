// Form definitions in the form-generator dialect (FORMS.md), normalised into one shape the
// renderer, the validator and the read-only formatter share. Both spellings are read
// (__config__/config, __vModel__/vModel, __slot__/slot), kebab-case props become camelCase,
// anything unknown becomes an inline problem naming it, and code (methods, hook) is dropped.
import { FORM_TEXT, UPLOAD_TEXT } from '../messages';
import { type Expr, ExpressionError, expressionFields, parseExpression } from './expression';

export const LAYOUTS = [
  'colFormItem',
  'rowFormItem',
  'cardGroup',
  'tabGroup',
  'tableGroup',
  'collapseGroup',
  'collapseItem',
  'formGroup',
  'routerViewSlot',
  'richText',
] as const;
export type Layout = (typeof LAYOUTS)[number];

export const TAGS = [
  'el-input',
  'el-input-number',
  'el-select',
  'el-cascader',
  'el-radio-group',
  'el-checkbox-group',
  'el-switch',
  'el-slider',
  'el-time-picker',
  'el-date-picker',
  'el-rate',
  'el-color-picker',
  'el-upload',
  'tinymce',
] as const;
export type Tag = (typeof TAGS)[number];

export const DATE_TYPES = ['date', 'daterange', 'datetime', 'datetimerange', 'month', 'monthrange', 'year'] as const;
export type DateType = (typeof DATE_TYPES)[number];

export type Visibility =
  | { kind: 'equals'; field: string; value: unknown }
  | { kind: 'expression'; expr: Expr; fields: string[] }
  | { kind: 'invalid'; source: string };

export interface FormOption {
  label: string;
  value: unknown;
  disabled?: boolean;
  visibility?: Visibility;
  children?: FormOption[];
}

export interface PatternRule {
  pattern: RegExp | null;
  source: string;
  message: string;
}

export interface FormNode {
  /** Unique in the form: the field name when there is one, else the position. */
  key: string;
  layout: Layout | 'unknown';
  tag?: Tag | 'unknown';
  /** The name of an unknown layout or tag, or another reason the node cannot render. */
  problem?: string;
  vModel?: string;
  label: string;
  showLabel: boolean;
  labelWidth?: number;
  span: number;
  gutter: number;
  required: boolean;
  defaultValue: unknown;
  rules: PatternRule[];
  numeric: boolean;
  readOnly: boolean;
  hidden: boolean;
  visibility: Visibility | null;
  options: FormOption[];
  /** `__config__.dictType`: the options are this dictionary's values (filled by withDictionaryOptions). */
  dictType?: string;
  linkage?: { target: string; options: Record<string, FormOption[]> };
  /** The remaining props for the control, camelCased (placeholder, multiple, activeValue…). */
  props: Record<string, unknown>;
  title?: string;
  tabName?: string;
  name?: string;
  tabList?: Array<{ label: string; name: string }>;
  activeTabName?: string;
  tableColumns?: Array<{ label: string; prop: string }>;
  tableData?: Array<Record<string, unknown>>;
  slotName?: string;
  content?: string;
  upload?: { buttonText: string; showTip: boolean; fileSize?: number; sizeUnit?: string };
  children: FormNode[];
}

/**
 * What a problem of a definition is about. A node's own layout, tag, date type or binding is shown
 * where the node would be (FormNode.problem); conditions and patterns have no place of their own.
 */
export type FormProblemKind =
  | 'unknownLayout'
  | 'unknownTag'
  | 'unknownDateType'
  | 'missingBinding'
  | 'badExpression'
  | 'badPattern';

export interface FormProblem {
  kind: FormProblemKind;
  message: string;
}

export interface FormDefinition {
  fields: FormNode[];
  gutter: number;
  labelWidth: number;
  labelPosition: 'left' | 'right' | 'top';
  size: string;
  /** disabled 'Y': the whole form is read-only. */
  disabled: boolean;
  /** buttonDisplay 'N': no button bar. */
  showButtons: boolean;
  /** Problems found while reading (unknown parts, bad expressions or patterns). */
  problems: FormProblem[];
  /** The definition held methods or hook (code of the earlier platform): ignored. */
  hadCode: boolean;
}

type Raw = Record<string, unknown>;

const asObject = (value: unknown): Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {};
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asString = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;

function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** Reserved keys of a node; everything else is a prop of its control. */
const NODE_KEYS = new Set([
  '__config__',
  'config',
  '__vModel__',
  'vModel',
  '__slot__',
  'slot',
  'methods',
  'hook',
  'readOnly',
  'readonly',
  'hidden',
  'title',
]);

const MAX_PATTERN = 300;
// Nested quantifiers such as (a+)+ backtrack exponentially; definitions are untrusted.
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)[+*{]/;

export function compilePattern(source: string): RegExp | null {
  const match = /^\/(.*)\/([gimsuy]*)$/s.exec(source);
  const body = match ? match[1] : source;
  const flags = (match ? match[2] : '')?.replace(/[gy]/g, '') ?? '';
  if (!body || body.length > MAX_PATTERN || NESTED_QUANTIFIER.test(body)) return null;
  try {
    return new RegExp(body, flags);
  } catch {
    return null;
  }
}

function readVisibility(config: Raw, problems: FormProblem[]): Visibility | null {
  const source = config.dynamicVisible;
  if (source === undefined || source === null || source === '') return null;
  if (typeof source !== 'string') return null;
  if ('dynamicVisibleValue' in config && config.dynamicVisibleValue !== undefined) {
    return { kind: 'equals', field: source.trim(), value: config.dynamicVisibleValue };
  }
  try {
    const expr = parseExpression(source);
    return { kind: 'expression', expr, fields: expressionFields(expr) };
  } catch (error) {
    problems.push({
      kind: 'badExpression',
      message: FORM_TEXT.badExpression(error instanceof ExpressionError ? error.source : source),
    });
    return { kind: 'invalid', source };
  }
}

function readOptions(raw: unknown, problems: FormProblem[]): FormOption[] {
  return asArray(raw).flatMap((item) => {
    const option = asObject(item);
    if (!('value' in option) && !('label' in option)) return [];
    const visibility = readVisibility(option, problems);
    const children = Array.isArray(option.children) ? readOptions(option.children, problems) : undefined;
    return [
      {
        label: asString(option.label, asString(option.value)),
        value: option.value,
        ...(option.disabled === true ? { disabled: true } : {}),
        ...(visibility ? { visibility } : {}),
        ...(children ? { children } : {}),
      },
    ];
  });
}

function readNode(raw: unknown, position: string, problems: FormProblem[], state: { hadCode: boolean }): FormNode {
  const node = asObject(raw);
  const config = asObject(node.__config__ ?? node.config);
  const slot = asObject(node.__slot__ ?? node.slot);
  if ('methods' in node || 'hook' in node || 'methods' in config) state.hadCode = true;
  const vModelRaw = node.__vModel__ ?? node.vModel;
  const vModel = typeof vModelRaw === 'string' && /^[A-Za-z_$][\w$]{0,99}$/.test(vModelRaw) ? vModelRaw : undefined;

  const layoutName = asString(config.layout);
  const layout = (LAYOUTS as readonly string[]).includes(layoutName) ? (layoutName as Layout) : 'unknown';
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!NODE_KEYS.has(key)) props[camel(key)] = value;
  }
  const label = asString(config.label);
  const result: FormNode = {
    key: vModel ?? `node-${position}`,
    layout,
    label,
    showLabel: config.showLabel !== false,
    span: Math.min(24, Math.max(1, Number(config.span) || 24)),
    gutter: Number(config.gutter ?? node.gutter) || 0,
    required: config.required === true,
    defaultValue: config.defaultValue,
    rules: asArray(config.regList).flatMap((item) => {
      const rule = asObject(item);
      const source = asString(rule.pattern);
      if (!source) return [];
      const pattern = compilePattern(source);
      if (!pattern) problems.push({ kind: 'badPattern', message: FORM_TEXT.badPattern(source) });
      return [{ pattern, source, message: asString(rule.message, FORM_TEXT.badPattern(source)) }];
    }),
    numeric: config.numeric === true,
    readOnly: node.readOnly === true || node.readonly === true,
    hidden: node.hidden === true,
    visibility: readVisibility(config, problems),
    options: readOptions(slot.options ?? props.options, problems),
    props,
    children: [],
  };
  if (vModel) result.vModel = vModel;
  const dictType = asString(config.dictType);
  if (dictType) result.dictType = dictType;
  if (typeof config.labelWidth === 'number') result.labelWidth = config.labelWidth;
  const title = asString(node.title ?? props.title ?? config.title);
  if (title) result.title = title;
  if (config.tabName !== undefined) result.tabName = asString(config.tabName);
  if (props.name !== undefined && layout === 'collapseItem') result.name = asString(props.name);

  const nodeProblem = (kind: FormProblemKind, message: string) => {
    result.problem = message;
    problems.push({ kind, message });
  };
  if (layout === 'unknown') nodeProblem('unknownLayout', FORM_TEXT.unknownLayout(layoutName || FORM_TEXT.emptyName));
  if (layout === 'colFormItem') {
    const tagName = asString(config.tag);
    result.tag = (TAGS as readonly string[]).includes(tagName) ? (tagName as Tag) : 'unknown';
    if (result.tag === 'unknown') {
      nodeProblem('unknownTag', FORM_TEXT.unknownTag(tagName || FORM_TEXT.emptyName));
    } else if (!vModel) {
      // A known control without a (valid) field name has nowhere to keep its value.
      nodeProblem('missingBinding', FORM_TEXT.missingBinding(result.label || tagName, asString(vModelRaw)));
    }
    if (result.tag === 'el-date-picker') {
      const type = asString(props.type, 'date');
      if (!(DATE_TYPES as readonly string[]).includes(type))
        nodeProblem('unknownDateType', FORM_TEXT.unknownDateType(type));
    }
    if (result.tag === 'el-upload') {
      result.upload = {
        buttonText: asString(config.buttonText, UPLOAD_TEXT.button),
        showTip: config.showTip === true,
        ...(config.fileSize !== undefined ? { fileSize: Number(config.fileSize) } : {}),
        ...(config.sizeUnit !== undefined ? { sizeUnit: asString(config.sizeUnit) } : {}),
      };
    }
    if (config.linkage === true) {
      const linkData = asObject(config.linkData);
      const target = asString(linkData.target);
      if (target) {
        result.linkage = {
          target,
          options: Object.fromEntries(
            Object.entries(asObject(linkData.options)).map(([value, options]) => [
              value,
              readOptions(options, problems),
            ]),
          ),
        };
      }
    }
  }
  if (layout === 'tabGroup') {
    result.tabList = asArray(props.tabList).map((tab) => ({
      label: asString(asObject(tab).label),
      name: asString(asObject(tab).name),
    }));
    result.activeTabName = asString(props.activeTabName, result.tabList[0]?.name ?? '');
  }
  if (layout === 'tableGroup') {
    result.tableColumns = asArray(props.tableColumns).map((column) => ({
      label: asString(asObject(column).label),
      prop: asString(asObject(column).prop),
    }));
    result.tableData = asArray(props.tableData).map((row) => ({ ...asObject(row) }));
  }
  if (layout === 'routerViewSlot') result.slotName = asString(props.slotName ?? config.slotName);
  if (layout === 'richText') result.content = asString(props.content ?? config.content);

  result.children = asArray(config.children).map((child, index) =>
    readNode(child, `${position}.${index}`, problems, state),
  );
  return result;
}

/** Reads a definition (an object, or its JSON text as stored) into the normalised shape. */
export function normalizeDefinition(input: unknown): FormDefinition {
  let raw: unknown = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input);
    } catch {
      raw = {};
    }
  }
  const definition = asObject(raw);
  const problems: FormProblem[] = [];
  const state = { hadCode: 'methods' in definition || 'hook' in definition };
  const fields = asArray(definition.fields).map((field, index) => readNode(field, String(index), problems, state));
  const position = asString(definition.labelPosition, 'right');
  return {
    fields,
    gutter: Number(definition.gutter) || 15,
    labelWidth: Number(definition.labelWidth) || 120,
    labelPosition: position === 'left' || position === 'top' ? position : 'right',
    size: asString(definition.size, 'medium'),
    disabled: definition.disabled === 'Y' || definition.disabled === true,
    showButtons: definition.buttonDisplay !== 'N' && definition.buttonDisplay !== false,
    problems,
    hadCode: state.hadCode,
  };
}

/**
 * Fills the options of the fields that name a dictionary (`__config__.dictType`) with its values,
 * so edit and detail modes offer and show them as they would options written in the definition.
 */
export async function withDictionaryOptions(
  definition: FormDefinition,
  options: (type: string) => Promise<ReadonlyArray<{ value: string; label: string }>>,
): Promise<FormDefinition> {
  const nodes: FormNode[] = [];
  walkNodes(definition.fields, (node) => {
    if (node.dictType) nodes.push(node);
  });
  await Promise.all(
    nodes.map(async (node) => {
      const values = await options(node.dictType as string);
      if (values.length > 0) node.options = values.map((value) => ({ value: value.value, label: value.label }));
    }),
  );
  return definition;
}

/** Every node of the form, depth first. */
export function walkNodes(
  nodes: readonly FormNode[],
  visit: (node: FormNode, parents: FormNode[]) => void,
  parents: FormNode[] = [],
): void {
  for (const node of nodes) {
    visit(node, parents);
    walkNodes(node.children, visit, [...parents, node]);
  }
}

/** The nodes holding a value (fields and table groups), depth first. */
export function valueNodes(definition: Pick<FormDefinition, 'fields'>): FormNode[] {
  const nodes: FormNode[] = [];
  walkNodes(definition.fields, (node) => {
    if (node.vModel && (node.layout === 'colFormItem' || node.layout === 'tableGroup') && !node.problem)
      nodes.push(node);
  });
  return nodes;
}
