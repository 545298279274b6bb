// Reads the CREATE TABLE statements staff paste into 代码生成's 创建 dialog: MySQL style (backticks,
// inline COMMENT '…', table options with COMMENT=…) and PostgreSQL style (double quotes, followed by
// COMMENT ON TABLE / COMMENT ON COLUMN statements). Types keep their length or precision; NOT NULL,
// DEFAULT and PRIMARY KEY (inline or as a table constraint) are read; KEY, INDEX, UNIQUE, FOREIGN
// KEY, CHECK and CONSTRAINT lines are skipped, as are other statements (DROP, SET, INSERT, CREATE
// INDEX…). Nothing is executed: the text is only read. A text that cannot be read answers the Chinese
// reason with the line and the words it stopped at.
//
// A column's words are read strictly, every clause MySQL or PostgreSQL allows and nothing else: a
// missing comma between two columns otherwise makes the second column's words look like the first
// one's clauses, and the second column is lost without a word. For the same reason a table MySQL
// would refuse (an AUTO_INCREMENT column that is not a key, a type no database has) is refused here
// rather than becoming a form of a table that cannot exist.
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
          if (next === '\n') line += 1;
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

/** The words that start a table-level key or constraint line. */
const KEY_LINE_WORDS = new Set([
  'primary',
  'key',
  'index',
  'unique',
  'fulltext',
  'spatial',
  'foreign',
  'check',
  'constraint',
]);

/**
 * The types of MySQL and PostgreSQL (and the Oracle and SQL Server names columns.ts knows), by the
 * name readType gives them. A word not here, nor made by CREATE TYPE or CREATE DOMAIN in the same
 * text, is a mistyped type or a column whose type is missing.
 */
const SQL_TYPES = new Set([
  // MySQL
  'bit',
  'tinyint',
  'smallint',
  'mediumint',
  'middleint',
  'int',
  'integer',
  'bigint',
  'int1',
  'int2',
  'int3',
  'int4',
  'int8',
  'serial',
  'decimal',
  'dec',
  'numeric',
  'fixed',
  'float',
  'float4',
  'float8',
  'double',
  'double precision',
  'real',
  'bool',
  'boolean',
  'date',
  'datetime',
  'timestamp',
  'time',
  'year',
  'char',
  'character',
  'varchar',
  'char varying',
  'character varying',
  'nchar',
  'nvarchar',
  'binary',
  'varbinary',
  'tinyblob',
  'blob',
  'mediumblob',
  'longblob',
  'tinytext',
  'text',
  'mediumtext',
  'longtext',
  'enum',
  'set',
  'json',
  'geometry',
  'point',
  'linestring',
  'polygon',
  'multipoint',
  'multilinestring',
  'multipolygon',
  'geometrycollection',
  'geomcollection',
  // PostgreSQL
  'smallserial',
  'bigserial',
  'serial2',
  'serial4',
  'serial8',
  'money',
  'bpchar',
  'bytea',
  'timestamptz',
  'timetz',
  'interval',
  'uuid',
  'xml',
  'jsonb',
  'cidr',
  'inet',
  'macaddr',
  'macaddr8',
  'bit varying',
  'varbit',
  'line',
  'lseg',
  'box',
  'path',
  'circle',
  'tsvector',
  'tsquery',
  'int4range',
  'int8range',
  'numrange',
  'tsrange',
  'tstzrange',
  'daterange',
  'oid',
  'citext',
  'hstore',
  'ltree',
  'geography',
  // Oracle and SQL Server
  'varchar2',
  'nvarchar2',
  'number',
  'clob',
  'nclob',
  'raw',
  'binary_float',
  'binary_double',
  'ntext',
  'datetime2',
  'smalldatetime',
  'datetimeoffset',
  'uniqueidentifier',
  'smallmoney',
  'image',
]);

/** Column clauses of one word that change nothing the form shows (MySQL, PostgreSQL, Oracle). */
const FLAG_WORDS = new Set([
  'visible',
  'invisible',
  'stored',
  'virtual',
  'deferrable',
  'enforced',
  'enable',
  'disable',
  'validate',
  'novalidate',
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

  /** One of the words, or fails saying the first is expected. */
  expectWord(...words: string[]): void {
    if (!this.word(...words)) this.fail(GEN_TEXT.parse.expected(words[0]?.toUpperCase() ?? ''));
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
    const open = this.peek();
    const inside: Token[] = [];
    let depth = 0;
    do {
      const token = this.next();
      // The ( that is never closed is where the mistake shows, not the statement's end.
      if (!token) throw new ParseError(GEN_TEXT.parse.unclosedParen, open ?? this.last);
      if (isPunct(token, '(')) depth += 1;
      else if (isPunct(token, ')')) depth -= 1;
      if (depth > 0 && !(depth === 1 && isPunct(token, '('))) inside.push(token);
    } while (depth > 0);
    return inside;
  }
}

/** The names listed in a (a, b, c) group, lengths like name(10) dropped. */
function namesIn(group: Token[]): Token[] {
  const names: Token[] = [];
  let depth = 0;
  let expectName = true;
  for (const token of group) {
    if (isPunct(token, '(')) depth += 1;
    else if (isPunct(token, ')')) depth -= 1;
    else if (depth === 0 && isPunct(token, ',')) expectName = true;
    else if (depth === 0 && expectName && (token.kind === 'word' || token.kind === 'quoted')) {
      names.push(token);
      expectName = false;
    }
  }
  return names;
}

interface BodyItem {
  tokens: Token[];
  /** The commas before and after it, to point at when the item is empty. */
  before: Token | null;
  after: Token | null;
}

/** The items of a table body: the tokens between top-level commas. */
function bodyItems(body: Token[]): BodyItem[] {
  const items: BodyItem[] = [];
  let current: BodyItem = { tokens: [], before: null, after: null };
  let depth = 0;
  for (const token of body) {
    if (isPunct(token, '(')) depth += 1;
    if (isPunct(token, ')')) depth -= 1;
    if (depth === 0 && isPunct(token, ',')) {
      current.after = token;
      items.push(current);
      current = { tokens: [], before: token, after: null };
    } else current.tokens.push(token);
  }
  items.push(current);
  return items;
}

const isTypeWord = (token: Token | undefined, types: ReadonlySet<string>) =>
  token?.kind === 'word' && (SQL_TYPES.has(token.text.toLowerCase()) || types.has(token.text.toLowerCase()));

/**
 * A type as written, lower case, with its base name to check against SQL_TYPES: null for a quoted or
 * schema-qualified name ("Mood", public.mood), a type the database defines itself, taken as written.
 */
function readType(reader: Reader, column: string): { type: string; base: string | null } {
  const first = reader.peek();
  let base: string;
  let named = false;
  if (first?.kind === 'quoted' || (first?.kind === 'word' && isPunct(reader.peek(1), '.'))) {
    base = reader.name(GEN_TEXT.parse.name);
    named = true;
  } else {
    if (first?.kind !== 'word' || CONSTRAINT_WORDS.has(first.text.toLowerCase()))
      reader.fail(GEN_TEXT.parse.missingType(column));
    reader.next();
    base = first.text.toLowerCase();
    if (base === 'double' && reader.word('precision')) base = 'double precision';
    if (base === 'national' && reader.peek()?.kind === 'word') base = `national ${reader.next()?.text.toLowerCase()}`;
    if (/^(national )?(character|char)$|^bit$/.test(base) && reader.word('varying')) base = `${base} varying`;
  }
  // PostgreSQL's interval fields: interval day to second(3).
  while (base === 'interval' && reader.word('year', 'month', 'day', 'hour', 'minute', 'second', 'to')) {
    if (isPunct(reader.peek(), '(')) reader.skipGroup();
  }
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
  while (reader.word('unsigned', 'signed', 'zerofill', 'binary')) {
    // MySQL's numeric modifiers and BINARY collation change nothing the form shows.
  }
  let suffix = '';
  if (reader.word('array')) suffix = '[]';
  while (reader.punct('[')) {
    if (reader.peek()?.kind === 'number') reader.next();
    reader.expectPunct(']', ']');
    suffix = '[]';
  }
  return { type: `${base}${args}${suffix}`, base: named ? null : base };
}

/** A DEFAULT's value: the literal, or null when it is an expression (now(), nextval(…)). */
function readDefault(reader: Reader, column: string): string | null {
  const negative = reader.punct('-');
  if (!negative) reader.punct('+');
  const token = reader.peek();
  if (!token || (token.kind === 'punct' && token.text !== '('))
    return reader.fail(GEN_TEXT.parse.expected(GEN_TEXT.parse.defaultValue));
  let value: string | null = null;
  if (isPunct(token, '(')) {
    const inside = reader.skipGroup();
    const only = inside.length === 1 ? inside[0] : undefined;
    if (only?.kind === 'string' || only?.kind === 'number') value = only.text;
  } else {
    reader.next();
    if (token.kind === 'string') value = token.text;
    else if (token.kind === 'number') value = negative ? `-${token.text}` : token.text;
    else if (isWord(token, 'true', 'false')) value = token.text.toLowerCase();
    else if (token.kind === 'word') {
      // An expression: a call now(), a literal with a prefix b'0' or N'…', an array ARRAY[…].
      if (isPunct(reader.peek(), '(')) reader.skipGroup();
      else if (reader.peek()?.kind === 'string') reader.next();
      else if (reader.punct('[')) while (!reader.done() && !reader.punct(']')) reader.next();
    }
  }
  // A cast after the value: '0'::text, ''::character varying.
  while (isPunct(reader.peek(), ':') && isPunct(reader.peek(1), ':')) {
    reader.next();
    reader.next();
    readType(reader, column);
  }
  return value;
}

interface ReadColumn {
  column: SourceColumn;
  /** The column's name as written, for messages. */
  token: Token;
  /** MySQL's AUTO_INCREMENT, which MySQL allows only on a column that leads a key. */
  autoIncrementKey: boolean;
  /** PRIMARY KEY, KEY or UNIQUE written in the column: a key it leads. */
  leadsKey: boolean;
}

function readColumn(item: Token[], last: Token, types: ReadonlySet<string>): ReadColumn {
  const reader: Reader = new Reader(item, item[item.length - 1] ?? last);
  const token = item[0] as Token;
  const name = reader.name(GEN_TEXT.parse.columnName);
  if (!GEN_NAME_PATTERN.test(name)) reader.fail(GEN_TEXT.parse.badColumnName(name));
  const typeToken = reader.peek();
  const { type, base } = readType(reader, name);
  if (base !== null && !SQL_TYPES.has(base.replace(/^national /, '')) && !types.has(base)) {
    // A "type" on the next line is the next column's name: this column has no type.
    if (typeToken && typeToken.line > token.line) throw new ParseError(GEN_TEXT.parse.missingType(name), token);
    throw new ParseError(GEN_TEXT.parse.unknownType(name, base), typeToken ?? null);
  }
  const column: SourceColumn = {
    name,
    type,
    comment: '',
    notNull: false,
    primaryKey: false,
    autoIncrement: /serial/.test(type),
    defaultValue: null,
  };
  const result: ReadColumn = { column, token, autoIncrementKey: false, leadsKey: false };
  while (!reader.done()) {
    if (reader.word('not')) {
      if (reader.word('null')) column.notNull = true;
      else reader.expectWord('null', 'deferrable', 'enforced');
    } else if (reader.word('null')) column.notNull = false;
    else if (reader.word('default')) column.defaultValue = readDefault(reader, name);
    else if (reader.word('primary', 'key')) {
      // PRIMARY KEY, or KEY alone, which MySQL takes for the same.
      if (isWord(reader.previous(), 'primary')) reader.expectWord('key');
      column.primaryKey = true;
      column.notNull = true;
      result.leadsKey = true;
    } else if (reader.word('unique')) {
      reader.word('key');
      result.leadsKey = true;
    } else if (reader.word('auto_increment')) {
      column.autoIncrement = true;
      result.autoIncrementKey = true;
    } else if (reader.word('autoincrement', 'identity')) {
      column.autoIncrement = true;
      if (isPunct(reader.peek(), '(')) reader.skipGroup();
    } else if (reader.word('comment')) {
      column.comment = reader.string().trim();
    } else if (reader.word('generated')) {
      // GENERATED ALWAYS | BY DEFAULT [ON NULL] AS IDENTITY [(…)], or GENERATED ALWAYS AS (expr).
      if (reader.word('by')) {
        reader.expectWord('default');
        if (reader.word('on')) reader.expectWord('null');
      } else reader.expectWord('always');
      reader.expectWord('as');
      if (reader.word('identity')) {
        column.autoIncrement = true;
        if (isPunct(reader.peek(), '(')) reader.skipGroup();
      } else if (isPunct(reader.peek(), '(')) reader.skipGroup();
      else reader.fail(GEN_TEXT.parse.expected('('));
    } else if (reader.word('as')) {
      // MySQL's generated column: AS (expr) [VIRTUAL | STORED].
      if (!isPunct(reader.peek(), '(')) reader.fail(GEN_TEXT.parse.expected('('));
      reader.skipGroup();
    } else if (reader.word('check')) {
      if (!isPunct(reader.peek(), '(')) reader.fail(GEN_TEXT.parse.expected('('));
      reader.skipGroup();
    } else if (reader.word('references')) {
      reader.name(GEN_TEXT.parse.tableName);
      if (isPunct(reader.peek(), '(')) reader.skipGroup();
    } else if (reader.word('on')) {
      // ON DELETE / ON UPDATE of REFERENCES, or MySQL's ON UPDATE CURRENT_TIMESTAMP[(3)].
      reader.expectWord('update', 'delete');
      if (reader.word('set')) reader.expectWord('null', 'default');
      else if (reader.word('no')) reader.expectWord('action');
      else if (reader.peek()?.kind === 'word') {
        reader.next();
        if (isPunct(reader.peek(), '(')) reader.skipGroup();
      } else reader.fail(GEN_TEXT.parse.expected('CASCADE'));
    } else if (reader.word('match')) reader.expectWord('full', 'partial', 'simple');
    else if (reader.word('initially')) reader.expectWord('deferred', 'immediate');
    else if (reader.word('no')) reader.expectWord('inherit');
    else if (reader.word('constraint')) {
      // CONSTRAINT [name]: MySQL lets the name out.
      if (!isWord(reader.peek(), 'check', 'primary', 'unique', 'references')) reader.name(GEN_TEXT.parse.name);
    } else if (reader.word('collate', 'charset', 'character')) {
      if (isWord(reader.previous(), 'character')) reader.expectWord('set');
      if (reader.peek()?.kind === 'string') reader.next();
      else reader.name(GEN_TEXT.parse.name);
    } else if (reader.word('column_format', 'storage', 'compression')) reader.name(GEN_TEXT.parse.name);
    else if (reader.word('engine_attribute', 'secondary_engine_attribute')) {
      reader.punct('=');
      reader.string();
    } else if (reader.word('srid')) {
      if (reader.peek()?.kind !== 'number') reader.fail(GEN_TEXT.parse.expected('SRID'));
      reader.next();
    } else if (reader.word(...FLAG_WORDS)) {
      // Nothing the form shows.
    } else {
      // A name and a type starting a new line are the next column, the comma before it forgotten.
      const next = reader.peek();
      const before = reader.previous();
      if (
        before &&
        next &&
        next.line > before.line &&
        (next.kind === 'word' || next.kind === 'quoted') &&
        reader.peek(1)?.kind === 'word'
      )
        throw new ParseError(GEN_TEXT.parse.missingComma, before);
      reader.fail(GEN_TEXT.parse.unexpectedWords(name));
    }
  }
  return result;
}

/**
 * A key or constraint line is not read word by word, so a forgotten comma after it is looked for:
 * after its (…), a new line starting a column (a name and a type) or another key line.
 */
function checkKeyLineEnds(item: Token[], types: ReadonlySet<string>): void {
  let depth = 0;
  let grouped = false;
  for (let index = 1; index < item.length; index += 1) {
    const token = item[index] as Token;
    const before = item[index - 1] as Token;
    if (isPunct(token, '(')) depth += 1;
    else if (isPunct(token, ')')) {
      depth -= 1;
      grouped = true;
    } else if (depth === 0 && grouped && token.line > before.line) {
      const column = (token.kind === 'word' || token.kind === 'quoted') && isTypeWord(item[index + 1], types);
      if (column || isWord(token, ...KEY_LINE_WORDS)) throw new ParseError(GEN_TEXT.parse.missingComma, before);
    }
  }
}

function readCreateTable(reader: Reader, last: Token, types: ReadonlySet<string>): SourceTable {
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
  const open = reader.peek() ?? null;
  const body = reader.skipGroup();
  if (body.length === 0) throw new ParseError(GEN_TEXT.parse.noColumns(name), open);
  const table: SourceTable = { name, comment: '', columns: [] };
  const read: ReadColumn[] = [];
  const primaryKeys: Token[] = [];
  /** Lower-case names of the columns that lead a key line's (…). */
  const keyLeaders = new Set<string>();
  for (const { tokens: item, before, after } of bodyItems(body)) {
    const first = item[0];
    if (!first) throw new ParseError(GEN_TEXT.parse.emptyItem, before ?? after);
    const word = first.kind === 'word' ? first.text.toLowerCase() : '';
    if (word === 'constraint' || NON_COLUMN_WORDS.has(word) || (word === 'primary' && isWord(item[1], 'key'))) {
      checkKeyLineEnds(item, types);
      // [CONSTRAINT [name]] PRIMARY KEY | UNIQUE | KEY | INDEX (…): the columns of a key. Other lines
      // (FOREIGN KEY, CHECK, FULLTEXT…) say nothing the form needs.
      let at = 0;
      if (word === 'constraint') at = isWord(item[1], 'primary', 'unique', 'foreign', 'check', 'exclude') ? 1 : 2;
      const lead = item[at];
      if (!isWord(lead, 'primary', 'unique', 'key', 'index')) continue;
      const group = item.findIndex((token, index) => index > at && isPunct(token, '('));
      if (group < 0) throw new ParseError(GEN_TEXT.parse.expected('('), item[at + 1] ?? lead ?? first);
      const names = namesIn(item.slice(group + 1));
      if (isWord(lead, 'primary')) primaryKeys.push(...names);
      if (names[0]) keyLeaders.add(names[0].text.toLowerCase());
    } else {
      const entry = readColumn(item, last, types);
      const { column } = entry;
      if (table.columns.some((c) => c.name.toLowerCase() === column.name.toLowerCase()))
        throw new ParseError(GEN_TEXT.parse.duplicateColumn(column.name), first);
      table.columns.push(column);
      read.push(entry);
    }
  }
  if (table.columns.length === 0) throw new ParseError(GEN_TEXT.parse.noColumns(name), open);
  if (table.columns.length > GEN_MAX_COLUMNS)
    throw new ParseError(GEN_TEXT.parse.tooManyColumns(name, GEN_MAX_COLUMNS), open);
  for (const key of primaryKeys) {
    const column = table.columns.find((c) => c.name.toLowerCase() === key.text.toLowerCase());
    if (!column) throw new ParseError(GEN_TEXT.parse.unknownKeyColumn(key.text), key);
    column.primaryKey = true;
    column.notNull = true;
  }
  // MySQL refuses these ("there can be only one auto column and it must be defined as a key"); InnoDB
  // wants the column first in the key, so PRIMARY KEY (a, id) does not do.
  const autos = read.filter((entry) => entry.autoIncrementKey);
  const [firstAuto, secondAuto] = autos;
  if (firstAuto && secondAuto)
    throw new ParseError(
      GEN_TEXT.parse.twoAutoIncrement(firstAuto.column.name, secondAuto.column.name),
      secondAuto.token,
    );
  for (const auto of autos)
    if (!auto.leadsKey && !keyLeaders.has(auto.column.name.toLowerCase()))
      throw new ParseError(GEN_TEXT.parse.autoIncrementNotKey(auto.column.name), auto.token);
  // Table options: ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COMMENT='…'.
  while (!reader.done()) {
    if (reader.word('comment')) {
      reader.punct('=');
      table.comment = reader.string().trim();
    } else if (isPunct(reader.peek(), '(')) reader.skipGroup();
    // A ) too many closed the table early: what looks like options is the rest of its columns.
    else if (isPunct(reader.peek(), ')')) reader.fail(GEN_TEXT.parse.unclosedParen);
    else reader.next();
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
    /** Lower-case names of the types the text makes (CREATE TYPE mood AS ENUM…, CREATE DOMAIN…). */
    const types = new Set<string>();
    for (const statement of statements(tokenize(text))) {
      const last = statement[statement.length - 1] as Token;
      const reader = new Reader(statement, last);
      if (reader.word('create')) {
        if (reader.word('type', 'domain')) {
          types.add(reader.name(GEN_TEXT.parse.name).toLowerCase());
          continue;
        }
        const table =
          isWord(reader.peek(), 'table') || isWord(reader.peek(1), 'table') || isWord(reader.peek(2), 'table');
        if (!table) continue; // CREATE INDEX, CREATE SEQUENCE…
        const created = readCreateTable(reader, last, types);
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
