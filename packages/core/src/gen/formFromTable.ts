// A table's generation settings as a form-generator definition (FORMS.md): one field per column
// shown in the form, in column order, with the control its display type names; options of select,
// radio and checkbox fields come from the column's dictionary (__config__.dictType), filled when the
// form is shown. The list and query settings travel along as listColumns and queryFields, which the
// renderer ignores. What comes out renders with no problem in 表单定义's preview.

import { UPLOAD_TEXT } from '../messages/forms';
import { GEN_TEXT } from '../messages/gen';
import { type GenColumnSettings, type GenHtmlType, type GenTableSettings, splitType } from './columns';

type Json = Record<string, unknown>;

const TAG_ICONS: Record<GenHtmlType, string> = {
  input: 'input',
  textarea: 'textarea',
  number: 'number',
  select: 'select',
  radio: 'radio',
  checkbox: 'checkbox',
  date: 'date',
  datetime: 'date',
  upload: 'upload',
  editor: 'rich-text',
};

/** Controls that take the whole row whatever the layout. */
const WIDE: readonly GenHtmlType[] = ['textarea', 'checkbox', 'upload', 'editor'];

/** The column's literal default as the control's value: a number for numbers, an array for checkboxes. */
function defaultOf(column: GenColumnSettings): unknown {
  if (column.htmlType === 'checkbox' || column.htmlType === 'upload') return [];
  if (column.defaultValue === null) return undefined;
  if (column.htmlType === 'number') {
    const n = Number(column.defaultValue);
    return Number.isFinite(n) ? n : undefined;
  }
  if (column.htmlType === 'date' || column.htmlType === 'datetime') return undefined;
  return column.defaultValue;
}

function controlOf(column: GenColumnSettings): { tag: string; props: Json; slot?: Json; config?: Json } {
  const { args } = splitType(column.columnType);
  const placeholder = GEN_TEXT.inputPlaceholder(column.label);
  const choose = GEN_TEXT.choosePlaceholder(column.label);
  const length = column.valueType === 'string' && args[0] && args[0] > 0 ? { maxlength: args[0] } : {};
  switch (column.htmlType) {
    case 'input':
      return {
        tag: 'el-input',
        props: { placeholder, clearable: true, ...length, style: { width: '100%' } },
        slot: { prepend: '', append: '' },
      };
    case 'textarea':
      return {
        tag: 'el-input',
        props: { type: 'textarea', placeholder, autosize: { minRows: 3, maxRows: 6 }, ...length },
      };
    case 'number': {
      const precision = column.valueType === 'decimal' ? (args[1] ?? 2) : 0;
      return { tag: 'el-input-number', props: { placeholder, step: 1, precision, 'controls-position': 'right' } };
    }
    case 'select':
      return {
        tag: 'el-select',
        props: { placeholder: choose, clearable: true, filterable: false, multiple: false, style: { width: '100%' } },
        slot: { options: [] },
      };
    case 'radio':
      return {
        tag: 'el-radio-group',
        props: { size: 'medium' },
        slot: { options: [] },
        config: { optionType: 'default' },
      };
    case 'checkbox':
      return {
        tag: 'el-checkbox-group',
        props: { size: 'medium' },
        slot: { options: [] },
        config: { optionType: 'default' },
      };
    case 'date':
      return {
        tag: 'el-date-picker',
        props: {
          type: 'date',
          placeholder: choose,
          format: 'yyyy-MM-dd',
          'value-format': 'yyyy-MM-dd',
          clearable: true,
          style: { width: '100%' },
        },
      };
    case 'datetime':
      return {
        tag: 'el-date-picker',
        props: {
          type: 'datetime',
          placeholder: choose,
          format: 'yyyy-MM-dd HH:mm:ss',
          'value-format': 'yyyy-MM-dd HH:mm:ss',
          clearable: true,
          style: { width: '100%' },
        },
      };
    case 'upload':
      return {
        tag: 'el-upload',
        props: { name: 'file', 'auto-upload': true, 'list-type': 'text', multiple: false, limit: 5 },
        slot: { 'list-type': true },
        config: { buttonText: UPLOAD_TEXT.button, showTip: true, fileSize: 20, sizeUnit: 'MB' },
      };
    case 'editor':
      return { tag: 'tinymce', props: { placeholder, height: 240 } };
  }
}

/** One column's field node. */
export function fieldOf(column: GenColumnSettings, index: number, span: number): Json {
  const control = controlOf(column);
  const defaultValue = defaultOf(column);
  const config: Json = {
    label: column.label,
    showLabel: true,
    labelWidth: null,
    tag: control.tag,
    tagIcon: TAG_ICONS[column.htmlType],
    layout: 'colFormItem',
    span: WIDE.includes(column.htmlType) ? 24 : span,
    required: column.required,
    regList: [],
    formId: 101 + index,
    renderKey: `gen${101 + index}`,
    ...(defaultValue !== undefined ? { defaultValue } : {}),
    ...(column.dictType ? { dictType: column.dictType } : {}),
    ...control.config,
  };
  return {
    __config__: config,
    __vModel__: column.fieldName,
    ...(control.slot ? { __slot__: control.slot } : {}),
    ...control.props,
  };
}

/** The columns shown in the form, in their order. */
export function formColumns(columns: readonly GenColumnSettings[]): GenColumnSettings[] {
  return [...columns].filter((column) => column.isForm).sort((a, b) => a.sort - b.sort);
}

/** The form-generator definition of a table's settings. */
export function formFromTable(table: GenTableSettings, columns: readonly GenColumnSettings[]): Json {
  const span = table.columnsPerRow === 2 ? 12 : 24;
  const ordered = [...columns].sort((a, b) => a.sort - b.sort);
  return {
    fields: formColumns(columns).map((column, index) => fieldOf(column, index, span)),
    formRef: 'elForm',
    formModel: 'formData',
    size: 'medium',
    labelPosition: 'right',
    labelWidth: 120,
    formRules: 'rules',
    gutter: 15,
    disabled: 'N',
    buttonDisplay: 'Y',
    span: 24,
    formBtns: true,
    /** Where it came from, and what a list of its records shows and searches by. */
    genTable: table.tableName,
    listColumns: ordered.filter((c) => c.isList).map((c) => ({ label: c.label, prop: c.fieldName })),
    queryFields: ordered
      .filter((c) => c.queryType !== '')
      .map((c) => ({ label: c.label, prop: c.fieldName, queryType: c.queryType })),
  };
}
