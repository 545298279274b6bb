// Visibility expressions of form definitions (FORMS.md "Visibility and linkage"). Definitions are
// untrusted data, so an expression is parsed here and evaluated over the model; it is never run
// as JavaScript. Grammar: identifiers (field values, also formData.name), numbers, 'strings',
// true/false/null, == != === !== < <= > >=, && || !, parentheses, .length and [index].
import { EXPRESSION_TEXT } from '../messages';

export type Expr =
  | { kind: 'literal'; value: string | number | boolean | null }
  | { kind: 'field'; name: string }
  | { kind: 'not'; operand: Expr }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr }
  | { kind: 'length'; target: Expr }
  | { kind: 'index'; target: Expr; index: Expr };

type BinaryOp = '&&' | '||' | '==' | '!=' | '===' | '!==' | '<' | '<=' | '>' | '>=';

export class ExpressionError extends Error {
  constructor(
    message: string,
    readonly source: string,
  ) {
    super(message);
    this.name = 'ExpressionError';
  }
}

type Token =
  | { type: 'number'; value: number }
  | { type: 'string'; value: string }
  | { type: 'ident'; value: string }
  | { type: 'op'; value: string };

const MAX_SOURCE = 500;
const OPERATORS = ['===', '!==', '==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '(', ')', '[', ']', '.'];

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    if (/[0-9]/.test(c) || (c === '-' && /[0-9]/.test(source[i + 1] ?? '') && !isValue(tokens.at(-1)))) {
      const match = /^-?\d+(\.\d+)?/.exec(source.slice(i));
      if (!match) throw new ExpressionError(EXPRESSION_TEXT.badNumber(source.slice(i, i + 10)), source);
      tokens.push({ type: 'number', value: Number(match[0]) });
      i += match[0].length;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      let value = '';
      while (j < source.length && source[j] !== c) {
        if (source[j] === '\\' && j + 1 < source.length) j += 1;
        value += source[j];
        j += 1;
      }
      if (j >= source.length) throw new ExpressionError(EXPRESSION_TEXT.unclosedString, source);
      tokens.push({ type: 'string', value });
      i = j + 1;
      continue;
    }
    if (/[A-Za-z_$\u4e00-\u9fa5]/.test(c)) {
      const match = /^[A-Za-z_$\u4e00-\u9fa5][\w$\u4e00-\u9fa5]*/.exec(source.slice(i));
      const word = match?.[0] ?? c;
      tokens.push({ type: 'ident', value: word });
      i += word.length;
      continue;
    }
    const op = OPERATORS.find((candidate) => source.startsWith(candidate, i));
    if (!op) throw new ExpressionError(EXPRESSION_TEXT.badSymbol(c), source);
    tokens.push({ type: 'op', value: op });
    i += op.length;
  }
  return tokens;
}

function isValue(token: Token | undefined): boolean {
  if (!token) return false;
  return token.type !== 'op' || token.value === ')' || token.value === ']';
}

const PRECEDENCE: Array<BinaryOp[]> = [['||'], ['&&'], ['==', '!=', '===', '!=='], ['<', '<=', '>', '>=']];

/** Parses an expression; throws ExpressionError for anything outside the grammar. */
export function parseExpression(source: string): Expr {
  if (source.length > MAX_SOURCE) throw new ExpressionError(EXPRESSION_TEXT.tooLong, source);
  const tokens = tokenize(source);
  let position = 0;
  const peek = () => tokens[position];
  const takeOp = (value: string) => {
    const token = peek();
    if (token?.type === 'op' && token.value === value) {
      position += 1;
      return true;
    }
    return false;
  };

  const parseLevel = (level: number): Expr => {
    const ops = PRECEDENCE[level];
    if (!ops) return parseUnary();
    let left = parseLevel(level + 1);
    for (;;) {
      const token = peek();
      if (token?.type !== 'op' || !(ops as string[]).includes(token.value)) return left;
      position += 1;
      left = { kind: 'binary', op: token.value as BinaryOp, left, right: parseLevel(level + 1) };
    }
  };

  const parseUnary = (): Expr => {
    if (takeOp('!')) return { kind: 'not', operand: parseUnary() };
    return parsePostfix(parsePrimary());
  };

  const parsePrimary = (): Expr => {
    const token = peek();
    if (!token) throw new ExpressionError(EXPRESSION_TEXT.incomplete, source);
    position += 1;
    if (token.type === 'number' || token.type === 'string') return { kind: 'literal', value: token.value };
    if (token.type === 'ident') {
      if (token.value === 'true') return { kind: 'literal', value: true };
      if (token.value === 'false') return { kind: 'literal', value: false };
      if (token.value === 'null' || token.value === 'undefined') return { kind: 'literal', value: null };
      if (token.value === 'formData' && takeOp('.')) {
        const field = peek();
        if (field?.type !== 'ident') throw new ExpressionError(EXPRESSION_TEXT.fieldNameExpected, source);
        position += 1;
        return { kind: 'field', name: field.value };
      }
      return { kind: 'field', name: token.value };
    }
    if (token.value === '(') {
      const inner = parseLevel(0);
      if (!takeOp(')')) throw new ExpressionError(EXPRESSION_TEXT.missingParenthesis, source);
      return inner;
    }
    throw new ExpressionError(EXPRESSION_TEXT.unexpected(token.value), source);
  };

  const parsePostfix = (target: Expr): Expr => {
    let result = target;
    for (;;) {
      if (takeOp('.')) {
        const name = peek();
        if (name?.type !== 'ident' || name.value !== 'length')
          throw new ExpressionError(EXPRESSION_TEXT.onlyLength, source);
        position += 1;
        result = { kind: 'length', target: result };
      } else if (takeOp('[')) {
        const index = parseLevel(0);
        if (!takeOp(']')) throw new ExpressionError(EXPRESSION_TEXT.missingBracket, source);
        result = { kind: 'index', target: result, index };
      } else {
        return result;
      }
    }
  };

  const expr = parseLevel(0);
  if (position < tokens.length) throw new ExpressionError(EXPRESSION_TEXT.trailing, source);
  return expr;
}

/** The field names an expression reads (so a renderer can watch exactly those). */
export function expressionFields(expr: Expr): string[] {
  const names = new Set<string>();
  const visit = (node: Expr) => {
    switch (node.kind) {
      case 'field':
        names.add(node.name);
        break;
      case 'not':
        visit(node.operand);
        break;
      case 'binary':
        visit(node.left);
        visit(node.right);
        break;
      case 'length':
        visit(node.target);
        break;
      case 'index':
        visit(node.target);
        visit(node.index);
        break;
      default:
        break;
    }
  };
  visit(expr);
  return [...names];
}

function numeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && /^[+-]?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

/** FORMS.md: numeric strings compare as numbers; otherwise values compare as they are. */
export function looselyEqual(a: unknown, b: unknown): boolean {
  const x = numeric(a);
  const y = numeric(b);
  if (x !== null && y !== null) return x === y;
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (typeof a === 'boolean' || typeof b === 'boolean') return String(a) === String(b);
  return a === b;
}

function strictlyEqual(a: unknown, b: unknown): boolean {
  return a === b || ((a === null || a === undefined) && (b === null || b === undefined));
}

function compare(a: unknown, b: unknown): number | null {
  const x = numeric(a);
  const y = numeric(b);
  if (x !== null && y !== null) return x - y;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return null;
}

function truthy(value: unknown): boolean {
  return Boolean(value) && !(typeof value === 'number' && Number.isNaN(value));
}

export function evaluate(expr: Expr, model: Readonly<Record<string, unknown>>): unknown {
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'field':
      return Object.hasOwn(model, expr.name) ? model[expr.name] : undefined;
    case 'not':
      return !truthy(evaluate(expr.operand, model));
    case 'length': {
      const target = evaluate(expr.target, model);
      return Array.isArray(target) || typeof target === 'string' ? target.length : undefined;
    }
    case 'index': {
      const target = evaluate(expr.target, model);
      const index = numeric(evaluate(expr.index, model));
      if (index === null || !(Array.isArray(target) || typeof target === 'string')) return undefined;
      return target[index];
    }
    case 'binary': {
      if (expr.op === '&&') return truthy(evaluate(expr.left, model)) && truthy(evaluate(expr.right, model));
      if (expr.op === '||') return truthy(evaluate(expr.left, model)) || truthy(evaluate(expr.right, model));
      const left = evaluate(expr.left, model);
      const right = evaluate(expr.right, model);
      switch (expr.op) {
        case '==':
          return looselyEqual(left, right);
        case '!=':
          return !looselyEqual(left, right);
        case '===':
          return strictlyEqual(left, right);
        case '!==':
          return !strictlyEqual(left, right);
        default: {
          const order = compare(left, right);
          if (order === null) return false;
          if (expr.op === '<') return order < 0;
          if (expr.op === '<=') return order <= 0;
          if (expr.op === '>') return order > 0;
          return order >= 0;
        }
      }
    }
    default:
      return undefined;
  }
}

export function isTruthy(value: unknown): boolean {
  return truthy(value);
}
