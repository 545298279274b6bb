// Reads the CREATE TABLE statements staff paste into 代码生成's 创建 dialog: MySQL style (backticks,
// inline COMMENT '…', table options with COMMENT=…) and PostgreSQL style (double quotes, followed by
// COMMENT ON TABLE / COMMENT ON COLUMN statements). Types keep their length or precision; NOT NULL,
// DEFAULT and PRIMARY KEY (inline or as a table constraint) are read; KEY, INDEX, UNIQUE, FOREIGN
// KEY, CHECK and CONSTRAINT lines are skipped, as are other statements (DROP, SET, INSERT, CREATE
// INDEX…). Nothing is executed: the text is only read. A text that cannot be read answers the Chinese
// reason with the line and the words it stopped at.
import { GEN_TEXT } from '../messages/gen';
import { GEN_MAX_COLUMNS, GEN_NAME_PATTERN, type SourceColumn, type SourceTable } from './columns';

/** Longest text read. */
export const CREATE_TABLE_MAX_CHARS = 100_000;
/** Most tables one text creates. */
export const CREATE_TABLE_MAX_TABLES = 20;

type TokenKind = 'word' | 'quoted' | 'string' | 'number' | 'punct';

interface Token {
  kind: TokenKind;
  /** The word or name without quotes, the string's content, or the punctuation mark. */
  text: string;
  /** As written, for messages. */
  raw: string;
  line: number;
}

export type CreateTableResult = { ok: true; tables: SourceTable[] } | { ok: false; message: string };

class ParseError extends Error {
  constructor(
    readonly problem: string,
    readonly token: Token | null,
  ) {
    super(problem);
  }
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  const at = (offset = 0) => text.charAt(i + offset);
  const fail = (problem: string, raw: string): never => {
    throw new ParseError(problem, { kind: 'punct', text: raw, raw, line });
  };
  while (i < text.length) {
    const c = at();
    if (c === '\n') {
      line += 1;
      i += 1;
    } else if (/\s/.test(c)) {
      i += 1;
    } else if ((c === '-' && at(1) === '-') || c === '#') {
      while (i < text.length && at() !== '\n') i += 1;
    } else if (c === '/' && at(1) === '*') {
      const start = line;
      const end = text.indexOf('*/', i + 2);
      if (end < 0) {
        line = start;
        fail(GEN_TEXT.parse.unclosedComment, '/*');
      }
      for (let j = i; j < end; j += 1) if (text.charAt(j) === '\n') line += 1;
      i = end + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      const start = line;
      let value = '';
      let j = i + 1;
      for (;;) {
        if (j >= text.length) {
          line = start;
          fail(c === "'" ? GEN_TEXT.parse.unclosedString : GEN_TEXT.parse.unclosedName, text.slice(i, i + 20));
        }
        const d = text.charAt(j);
        if (d === c && text.charAt(j + 1) === c) {
          value += c;
          j += 2;
        } else if (d === c) {
          break;
        } else if (d === '\\' && c === "'" && j + 1 < text.length) {
          const next = text.charAt(j + 1);
          value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
          j += 2;
        } else {
          if (d === '\n') line += 1;
          value += d;
          j += 1;
        }
      }
      tokens.push({ kind: c === "'" ? 'string' : 'quoted', text: value, raw: text.slice(i, j + 1), line: start });
      i = j + 1;
    } else if (/[A-Za-z_\u0080-\uffff]/.test(c)) {
      let j = i + 1;
      while (j < text.length && /[\w$\u0080-\uffff]/.test(text.charAt(j))) j += 1;
      const word = text.slice(i, j);
      tokens.push({ kind: 'word', text: word, raw: word, line });
      i = j;
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(at(1)))) {
      let j = i + 1;
      while (j < text.length && /[0-9.eE]/.test(text.charAt(j))) j += 1;
      const number = text.slice(i, j);
      tokens.push({ kind: 'number', text: number, raw: number, line });
      i = j;
    } else {
      tokens.push({ kind: 'punct', text: c, raw: c, line });
      i += 1;
    }
  }
  return tokens;
}

/** The statements of a text, split at top-level semicolons. */
function statements(tokens: Token[]): Token[][] {
  const all: Token[][] = [];
  let current: Token[] = [];
  for (const token of tokens) {
    if (token.kind === 'punct' && token.text === ';') {
      if (current.length) all.push(current);
      current = [];
    } else current.push(token);
  }
  if (current.length) all.push(current);
  return all;
}

const isWord = (token: Token | undefined, ...words: string[]) =>
  token?.kind === 'word' && words.includes(token.text.toLowerCase());
const isPunct = (token: Token | undefined, mark: string) => token?.kind === 'punct' && token.text === mark;

/** Words that end a column's type and start its constraints. */
const CONSTRAINT_WORDS = new Set([
  'not',
  'null',
  'default',
  'primary',
  'auto_increment',
  'autoincrement',
  'identity',
  'unique',
  'comment',
  'references',
  'generated',
  'check',
  'collate',
  'constraint',
  'on',
  'key',
  'charset',
]);

/** Table-level lines that are not columns. */
const NON_COLUMN_WORDS = new Set([
  'key',
  'index',
  'unique',
  'fulltext',
  'spatial',
  'foreign',
  'check',
  'exclude',
  'like',
  'period',
]);

/** Reads one statement's tokens from left to right. */
class Reader {
  private position = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly last: Token,
  ) {}

  peek(offset = 0): Token | undefined {
    return this.tokens[this.position + offset];
  }

  next(): Token | undefined {
    const token = this.tokens[this.position];
    if (token) this.position += 1;
    return token;
  }

  /** Steps back over the token just read. */
  back(): void {
    if (this.position > 0) this.position -= 1;
  }

  /** The token just read. */
  previous(): Token | undefined {
    return this.tokens[this.position - 1];
  }

  done(): boolean {
    return this.position >= this.tokens.length;
  }

  /** Fails at the current token (or the statement's end). */
  fail(problem: string): never {
    throw new ParseError(problem, this.peek() ?? this.last);
  }

  word(...words: string[]): boolean {
    if (isWord(this.peek(), ...words)) {
      this.position += 1;
      return true;
    }
    return false;
  }

  punct(mark: string): boolean {
    if (isPunct(this.peek(), mark)) {
      this.position += 1;
      return true;
    }
    return false;
  }

  expectPunct(mark: string, what: string): void {
    if (!this.punct(mark)) this.fail(GEN_TEXT.parse.expected(what));
  }

  /** A string literal ('…'): its text. */
  string(): string {
    const token = this.peek();
    if (token?.kind !== 'string') return this.fail(GEN_TEXT.parse.expected(GEN_TEXT.parse.commentText));
    this.next();
    return token.text;
  }

  /** A name: a word or a quoted name; `schema.table` answers the last part. */
  name(what: string): string {
    let token = this.peek();
    if (token?.kind !== 'word' && token?.kind !== 'quoted') this.fail(GEN_TEXT.parse.expected(what));
    this.next();
    while (isPunct(this.peek(), '.') && (this.peek(1)?.kind === 'word' || this.peek(1)?.kind === 'quoted')) {
      this.next();
      token = this.next();
    }
    return token?.text ?? '';
  }

  /** Skips a balanced (…) group starting at the current '('. */
  skipGroup(): Token[] {
    const inside: Token[] = [];
    let depth = 0;
    do {
      const token = this.next();
      if (!token) this.fail(GEN_TEXT.parse.unclosedParen);
      if (isPunct(token, '(')) depth += 1;
      else if (isPunct(token, ')')) depth -= 1;
      if (depth > 0 && !(depth === 1 && isPunct(token, '('))) inside.push(token);
    } while (depth > 0);
    return inside;
  }
}

/** The names listed in a (a, b, c) group, lengths like name(10) dropped. */
function namesIn(group: Token[]): string[] {
  const names: string[] = [];
  let depth = 0;
  let expectName = true;
  for (const token of group) {
    if (isPunct(token, '(')) depth += 1;
    else if (isPunct(token, ')')) depth -= 1;
    else if (depth === 0 && isPunct(token, ',')) expectName = true;
    else if (depth === 0 && expectName && (token.kind === 'word' || token.kind === 'quoted')) {
      names.push(token.text);
      expectName = false;
    }
  }
  return names;
}

/** The items of a table body: the tokens between top-level commas. */
function bodyItems(body: Token[]): Token[][] {
  const items: Token[][] = [];
  let current: Token[] = [];
  let depth = 0;
  for (const token of body) {
    if (isPunct(token, '(')) depth += 1;
    if (isPunct(token, ')')) depth -= 1;
    if (depth === 0 && isPunct(token, ',')) {
      items.push(current);
      current = [];
    } else current.push(token);
  }
  items.push(current);
  return items;
}

function readType(reader: Reader, column: string): string {
  const first = reader.peek();
  if (first?.kind !== 'word' || CONSTRAINT_WORDS.has(first.text.toLowerCase()))
    reader.fail(GEN_TEXT.parse.missingType(column));
  reader.next();
  let base = first.text.toLowerCase();
  if (base === 'double' && reader.word('precision')) base = 'double precision';
  if (['character', 'char', 'bit', 'national'].includes(base) && reader.word('varying')) base = `${base} varying`;
  if (base === 'national' && reader.peek()?.kind === 'word') base = `national ${reader.next()?.text.toLowerCase()}`;
  let args = '';
  if (isPunct(reader.peek(), '(')) {
    const inside = reader.skipGroup();
    args = `(${inside.map((token) => token.text).join('')})`;
  }
  if ((base === 'timestamp' || base === 'time') && reader.word('with', 'without')) {
    const kind = reader.previous()?.text.toLowerCase();
    if (!reader.word('time') || !reader.word('zone')) reader.fail(GEN_TEXT.parse.expected('time zone'));
    if (kind === 'with') base = base === 'timestamp' ? 'timestamptz' : 'timetz';
  }
  let suffix = '';
  while (reader.word('unsigned', 'signed', 'zerofill')) {
    // MySQL's numeric modifiers change nothing the form shows.
  }
  while (isPunct(reader.peek(), '[') && isPunct(reader.peek(1), ']')) {
    reader.next();
    reader.next();
    suffix = '[]';
  }
  return `${base}${args}${suffix}`;
}

/** A DEFAULT's value: the literal, or null when it is an expression (now(), nextval(…)). */
function readDefault(reader: Reader): string | null {
  let negative = false;
  if (reader.punct('-')) negative = true;
  const token = reader.next();
  if (!token) return reader.fail(GEN_TEXT.parse.expected('DEFAULT'));
  let value: string | null = null;
  if (token.kind === 'string') value = token.text;
  else if (token.kind === 'number') value = negative ? `-${token.text}` : token.text;
  else if (isWord(token, 'true', 'false')) value = token.text.toLowerCase();
  else if (isPunct(token, '(')) {
    reader.back();
    const inside = reader.skipGroup();
    const only = inside.length === 1 ? inside[0] : undefined;
    if (only?.kind === 'string' || only?.kind === 'number') value = only.text;
  } else if (token.kind === 'word' && isPunct(reader.peek(), '(')) reader.skipGroup();
  // A cast after the value: '0'::text, 0::integer.
  while (isPunct(reader.peek(), ':') && isPunct(reader.peek(1), ':')) {
    reader.next();
    reader.next();
    reader.next();
    if (isPunct(reader.peek(), '(')) reader.skipGroup();
  }
  return value;
}

function readColumn(item: Token[], last: Token): SourceColumn {
  const reader: Reader = new Reader(item, item[item.length - 1] ?? last);
  const name = reader.name(GEN_TEXT.parse.columnName);
  if (!GEN_NAME_PATTERN.test(name)) reader.fail(GEN_TEXT.parse.badColumnName(name));
  const type = readType(reader, name);
  const column: SourceColumn = {
    name,
    type,
    comment: '',
    notNull: false,
    primaryKey: false,
    autoIncrement: /serial/.test(type),
    defaultValue: null,
  };
  while (!reader.done()) {
    if (reader.word('not')) {
      if (!reader.word('null')) reader.fail(GEN_TEXT.parse.expected('NULL'));
      column.notNull = true;
    } else if (reader.word('null')) column.notNull = false;
    else if (reader.word('default')) column.defaultValue = readDefault(reader);
    else if (reader.word('primary')) {
      if (!reader.word('key')) reader.fail(GEN_TEXT.parse.expected('KEY'));
      column.primaryKey = true;
      column.notNull = true;
    } else if (reader.word('auto_increment', 'autoincrement', 'identity')) {
      column.autoIncrement = true;
      if (isPunct(reader.peek(), '(')) reader.skipGroup();
    } else if (reader.word('comment')) {
      column.comment = reader.string().trim();
    } else if (reader.word('generated')) {
      // GENERATED ALWAYS | BY DEFAULT AS IDENTITY [(…)], or a generated column AS (expr) [STORED].
      while (!reader.done() && !reader.word('as')) reader.next();
      if (reader.word('identity')) column.autoIncrement = true;
      if (isPunct(reader.peek(), '(')) reader.skipGroup();
    } else if (isPunct(reader.peek(), '(')) reader.skipGroup();
    else if (isPunct(reader.peek(), ')')) reader.fail(GEN_TEXT.parse.unclosedParen);
    else reader.next();
  }
  return column;
}

function readCreateTable(reader: Reader, last: Token): SourceTable {
  reader.word('or');
  reader.word('replace');
  reader.word('global', 'local');
  reader.word('temporary', 'temp', 'unlogged');
  reader.word('table');
  if (reader.word('if')) {
    if (!reader.word('not') || !reader.word('exists')) reader.fail(GEN_TEXT.parse.expected('IF NOT EXISTS'));
  }
  const nameToken = reader.peek();
  const name = reader.name(GEN_TEXT.parse.tableName);
  if (!GEN_NAME_PATTERN.test(name)) throw new ParseError(GEN_TEXT.parse.badTableName(name), nameToken ?? null);
  if (!isPunct(reader.peek(), '(')) reader.fail(GEN_TEXT.parse.expected('('));
  const open = reader.peek();
  const body = reader.skipGroup();
  const table: SourceTable = { name, comment: '', columns: [] };
  const primaryKeys: string[] = [];
  for (const item of bodyItems(body)) {
    const first = item[0];
    if (!first) throw new ParseError(GEN_TEXT.parse.emptyItem, open ?? null);
    const word = first.kind === 'word' ? first.text.toLowerCase() : '';
    if (word === 'primary' && isWord(item[1], 'key')) {
      const group = item.findIndex((token) => isPunct(token, '('));
      if (group < 0) throw new ParseError(GEN_TEXT.parse.expected('('), item[1] ?? first);
      primaryKeys.push(...namesIn(item.slice(group + 1)));
    } else if (word === 'constraint') {
      const primary = item.findIndex((token, index) => isWord(token, 'primary') && isWord(item[index + 1], 'key'));
      if (primary >= 0) {
        const group = item.findIndex((token, index) => index > primary && isPunct(token, '('));
        if (group >= 0) primaryKeys.push(...namesIn(item.slice(group + 1)));
      }
    } else if (NON_COLUMN_WORDS.has(word) && first.kind === 'word') {
      // KEY / INDEX / UNIQUE / FOREIGN KEY / CHECK lines say nothing the form needs.
    } else {
      const column = readColumn(item, last);
      if (table.columns.some((c) => c.name.toLowerCase() === column.name.toLowerCase()))
        throw new ParseError(GEN_TEXT.parse.duplicateColumn(column.name), first);
      table.columns.push(column);
    }
  }
  if (table.columns.length === 0) throw new ParseError(GEN_TEXT.parse.noColumns(name), open ?? null);
  if (table.columns.length > GEN_MAX_COLUMNS)
    throw new ParseError(GEN_TEXT.parse.tooManyColumns(name, GEN_MAX_COLUMNS), open ?? null);
  for (const key of primaryKeys) {
    const column = table.columns.find((c) => c.name.toLowerCase() === key.toLowerCase());
    if (!column) throw new ParseError(GEN_TEXT.parse.unknownKeyColumn(key), open ?? null);
    column.primaryKey = true;
    column.notNull = true;
  }
  // Table options: ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COMMENT='…'.
  while (!reader.done()) {
    if (reader.word('comment')) {
      reader.punct('=');
      table.comment = reader.string().trim();
    } else reader.next();
  }
  return table;
}

/** COMMENT ON TABLE t IS '…' / COMMENT ON COLUMN t.c IS '…' (PostgreSQL, Oracle). */
function readCommentOn(reader: Reader, tables: SourceTable[]): void {
  const kind = reader.word('table') ? 'table' : reader.word('column') ? 'column' : null;
  if (!kind) return; // COMMENT ON INDEX and the like: nothing for the form.
  const parts: string[] = [];
  const start = reader.peek();
  for (;;) {
    const token = reader.next();
    if (token?.kind !== 'word' && token?.kind !== 'quoted') reader.fail(GEN_TEXT.parse.expected(GEN_TEXT.parse.name));
    parts.push(token.text);
    if (!reader.punct('.')) break;
  }
  if (!reader.word('is')) reader.fail(GEN_TEXT.parse.expected('IS'));
  const comment = reader.word('null') ? '' : reader.string().trim();
  const tableName = kind === 'table' ? parts.at(-1) : parts.at(-2);
  const table = tables.find((t) => t.name.toLowerCase() === (tableName ?? '').toLowerCase());
  if (!table) throw new ParseError(GEN_TEXT.parse.commentUnknownTable(tableName ?? ''), start ?? null);
  if (kind === 'table') {
    table.comment = comment;
    return;
  }
  const columnName = parts.at(-1) ?? '';
  const column = table.columns.find((c) => c.name.toLowerCase() === columnName.toLowerCase());
  if (!column) throw new ParseError(GEN_TEXT.parse.commentUnknownColumn(table.name, columnName), start ?? null);
  column.comment = comment;
}

/** Reads every CREATE TABLE of a text, with the comments given to its tables and columns. */
export function parseCreateTable(text: string): CreateTableResult {
  if (text.length > CREATE_TABLE_MAX_CHARS)
    return { ok: false, message: GEN_TEXT.parse.tooLong(CREATE_TABLE_MAX_CHARS) };
  try {
    const tables: SourceTable[] = [];
    for (const statement of statements(tokenize(text))) {
      const last = statement[statement.length - 1] as Token;
      const reader = new Reader(statement, last);
      if (reader.word('create')) {
        const table =
          isWord(reader.peek(), 'table') || isWord(reader.peek(1), 'table') || isWord(reader.peek(2), 'table');
        if (!table) continue; // CREATE INDEX, CREATE SEQUENCE…
        const created = readCreateTable(reader, last);
        if (tables.some((t) => t.name.toLowerCase() === created.name.toLowerCase()))
          throw new ParseError(GEN_TEXT.parse.duplicateTable(created.name), statement[0] ?? null);
        tables.push(created);
        if (tables.length > CREATE_TABLE_MAX_TABLES)
          throw new ParseError(GEN_TEXT.parse.tooManyTables(CREATE_TABLE_MAX_TABLES), statement[0] ?? null);
      } else if (reader.word('comment') && reader.word('on')) {
        readCommentOn(reader, tables);
      }
    }
    if (tables.length === 0) return { ok: false, message: GEN_TEXT.parse.noCreateTable };
    return { ok: true, tables };
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    const near = error.token?.raw ? error.token.raw.slice(0, 30) : '';
    return {
      ok: false,
      message: error.token ? GEN_TEXT.parse.at(error.token.line, near, error.problem) : error.problem,
    };
  }
}
