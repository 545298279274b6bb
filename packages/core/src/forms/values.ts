// The form model (FORMS.md "Values"): defaults, visibility, linkage, ranges split into
// _start_/_end_ keys and joined back, submissions with null turned into '', and the read-only
// text of each field.
import { enumeration, FORM_TEXT } from '../messages';
import {
  type FormDefinition,
  type FormNode,
  type FormOption,
  type Visibility,
  valueNodes,
  walkNodes,
} from './definition';
import { evaluate, isTruthy, looselyEqual } from './expression';

export type FormModel = Record<string, unknown>;

const ARRAY_TAGS = new Set(['el-checkbox-group', 'el-cascader', 'el-upload']);

export function isArrayValued(node: FormNode): boolean {
  if (node.layout === 'tableGroup') return true;
  if (node.tag === 'el-select') return node.props.multiple === true;
  return node.tag !== undefined && ARRAY_TAGS.has(node.tag);
}

/** Ranges are stored split (FORMS.md): the suffixes of their two keys, or null. */
export function rangeSuffixes(node: FormNode): [string, string] | null {
  if (node.tag === 'el-time-picker' && node.props.isRange === true) return ['_start_time', '_end_time'];
  if (node.tag === 'el-date-picker' && typeof node.props.type === 'string' && node.props.type.endsWith('range')) {
    return ['_start_date', '_end_date'];
  }
  return null;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** A field's value before anyone typed: its defaultValue, or the empty value of its kind. */
export function emptyValue(node: FormNode): unknown {
  if (node.layout === 'tableGroup') return clone(node.tableData ?? []);
  if (rangeSuffixes(node)) return [];
  if (isArrayValued(node)) return [];
  switch (node.tag) {
    case 'el-switch':
      return node.props.inactiveValue ?? false;
    case 'el-input-number':
      return null;
    case 'el-slider':
      return Number(node.props.min ?? 0) || 0;
    case 'el-rate':
      return 0;
    default:
      return '';
  }
}

export function initialModel(definition: Pick<FormDefinition, 'fields'>): FormModel {
  const model: FormModel = {};
  for (const node of valueNodes(definition)) {
    const key = node.vModel as string;
    model[key] =
      node.layout === 'tableGroup' || node.defaultValue === undefined || node.defaultValue === null
        ? emptyValue(node)
        : clone(node.defaultValue);
  }
  return model;
}

export function isVisibleBy(visibility: Visibility | null | undefined, model: Readonly<FormModel>): boolean {
  if (!visibility) return true;
  if (visibility.kind === 'invalid') return true; // a malformed condition hides nothing (FORMS.md)
  if (visibility.kind === 'equals') {
    const current = model[visibility.field];
    if (Array.isArray(current)) return current.some((item) => looselyEqual(item, visibility.value));
    return looselyEqual(current, visibility.value);
  }
  return isTruthy(evaluate(visibility.expr, model));
}

/** The fields a node's visibility reads. */
export function visibilityFields(visibility: Visibility | null | undefined): string[] {
  if (!visibility || visibility.kind === 'invalid') return [];
  return visibility.kind === 'equals' ? [visibility.field] : visibility.fields;
}

export function visibleOptions(options: readonly FormOption[], model: Readonly<FormModel>): FormOption[] {
  return options.filter((option) => isVisibleBy(option.visibility, model));
}

/** The value nodes that count now: shown by visibility (their own and their groups'). */
export function activeNodes(definition: Pick<FormDefinition, 'fields'>, model: Readonly<FormModel>): FormNode[] {
  const active: FormNode[] = [];
  walkNodes(definition.fields, (node, parents) => {
    if (!node.vModel || node.problem || (node.layout !== 'colFormItem' && node.layout !== 'tableGroup')) return;
    if ([...parents, node].every((n) => isVisibleBy(n.visibility, model))) active.push(node);
  });
  return active;
}

/**
 * FORMS.md submit: fields hidden by visibility are left out, hidden:true ones are kept, ranges
 * are split, null and undefined become ''.
 */
export function submission(
  definition: Pick<FormDefinition, 'fields'>,
  model: Readonly<FormModel>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const plain = (value: unknown): unknown => {
    if (value === null || value === undefined) return '';
    if (Array.isArray(value)) return value.map(plain);
    if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
    return value;
  };
  for (const node of activeNodes(definition, model)) {
    const key = node.vModel as string;
    const value = model[key];
    const suffixes = rangeSuffixes(node);
    if (suffixes) {
      const [start, end] = Array.isArray(value) ? value : [];
      values[`${key}${suffixes[0]}`] = plain(start);
      values[`${key}${suffixes[1]}`] = plain(end);
    } else {
      values[key] = plain(value);
    }
  }
  return values;
}

/** A record's values back into a model: ranges joined, unknown keys ignored. */
export function modelFromValues(
  definition: Pick<FormDefinition, 'fields'>,
  values: Readonly<Record<string, unknown>>,
): FormModel {
  const model = initialModel(definition);
  for (const node of valueNodes(definition)) {
    const key = node.vModel as string;
    const suffixes = rangeSuffixes(node);
    if (suffixes) {
      const start = values[`${key}${suffixes[0]}`];
      const end = values[`${key}${suffixes[1]}`];
      if (start !== undefined || end !== undefined)
        model[key] = start === '' && end === '' ? [] : [start ?? '', end ?? ''];
      else if (Array.isArray(values[key])) model[key] = clone(values[key]);
    } else if (Object.hasOwn(values, key)) {
      model[key] = clone(values[key]);
    }
  }
  return model;
}

/** The options each linkage target has for the current values (FORMS.md linkData). */
export function linkedOptions(
  definition: Pick<FormDefinition, 'fields'>,
  model: Readonly<FormModel>,
): Record<string, FormOption[]> {
  const options: Record<string, FormOption[]> = {};
  for (const node of valueNodes(definition)) {
    if (!node.linkage) continue;
    options[node.linkage.target] = node.linkage.options[String(model[node.vModel as string] ?? '')] ?? [];
  }
  return options;
}

/** Changing a linkage field sets its target's options and clears the target's value. */
export function applyLinkage(definition: Pick<FormDefinition, 'fields'>, model: FormModel, changedKey: string): void {
  const source = valueNodes(definition).find((node) => node.vModel === changedKey && node.linkage);
  if (!source?.linkage) return;
  const target = valueNodes(definition).find((node) => node.vModel === source.linkage?.target);
  if (target) model[target.vModel as string] = emptyValue(target);
}

function optionLabel(options: readonly FormOption[], value: unknown): string | null {
  const found = options.find((option) => looselyEqual(option.value, value));
  return found ? found.label : null;
}

/** The text a field shows in detail mode (FORMS.md "Modes", SPEC §4 read-only rendering). */
export function displayValue(node: FormNode, value: unknown, options: readonly FormOption[] = node.options): string {
  const empty = value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  switch (node.tag) {
    case 'el-select':
    case 'el-radio-group':
    case 'el-checkbox-group': {
      if (empty) return FORM_TEXT.noValue;
      const labels = (Array.isArray(value) ? value : [value]).map((item) => optionLabel(options, item) ?? String(item));
      return enumeration(labels);
    }
    case 'el-cascader': {
      if (empty || !Array.isArray(value)) return FORM_TEXT.noValue;
      const labels: string[] = [];
      let level: readonly FormOption[] = options;
      for (const item of value) {
        const found = level.find((option) => looselyEqual(option.value, item));
        labels.push(found?.label ?? String(item));
        level = found?.children ?? [];
      }
      return labels.join(' / ');
    }
    case 'el-switch': {
      const on = looselyEqual(value, node.props.activeValue ?? true);
      return on ? String(node.props.activeText ?? FORM_TEXT.yes) : String(node.props.inactiveText ?? FORM_TEXT.no);
    }
    case 'el-upload':
      return Array.isArray(value)
        ? enumeration(value.map((file) => String((file as { name?: unknown }).name ?? '')))
        : '';
    default:
      break;
  }
  if (rangeSuffixes(node)) {
    if (!Array.isArray(value) || value.every((part) => part === '' || part === null || part === undefined)) return '';
    const separator =
      typeof node.props.rangeSeparator === 'string' ? node.props.rangeSeparator : FORM_TEXT.rangeSeparator;
    return `${value[0] ?? ''} ${separator} ${value[1] ?? ''}`;
  }
  if (node.tag === 'el-input' && node.props.showPassword === true && !empty) return '••••••';
  if (empty) return '';
  return Array.isArray(value)
    ? enumeration(value.map((item) => (item === null || item === undefined ? '' : String(item))))
    : String(value);
}
