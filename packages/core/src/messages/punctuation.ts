// Chinese punctuation: what joins texts (a list of names 南京市、无锡市, clauses of one sentence, a
// label and its value 城市：南京市, an aside in parentheses) and the marks a cleaner removes. Code
// goes through these, so no Chinese character is written outside messages/.

/** Names of one list: 甲、乙、丙. */
export const enumeration = (items: readonly string[]): string => items.join('、');

/** Clauses of one sentence: 甲，乙. */
export const clauses = (parts: readonly string[]): string => parts.join('，');

/** A label and its value: 城市：南京市. */
export const labelled = (label: string, value: string | number): string => `${label}：${value}`;

/** An aside in parentheses: （说明）. */
export const aside = (text: string): string => `（${text}）`;

/** A text with an aside after it: 名称（说明）. */
export const withAside = (text: string, note: string): string => `${text}${aside(note)}`;

/** The Chinese punctuation the strictest text cleaner removes (SPEC §5). */
export const CHINESE_PUNCTUATION_MARKS = '，。！？；：、“”‘’（）《》【】…—·￥';
