// Rich text the server stores (news, bulletins): rebuilt from an allow-list rather than filtered.
// Every tag in the output is written here from its name and checked attributes, every text is
// escaped, so whatever the input holds, the output carries no script, handler, style or foreign
// URL scheme. The SPA still shows it through DOMPurify (SafeHtml); this is the second layer.

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const VOID_TAGS = new Set(['br', 'hr']);
/** Elements whose content is dropped with them (not shown as text either). */
const DROP_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'select',
  'title',
  'svg',
  'math',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Decodes the character references an attribute value or text may carry. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Text as-is, except that markup characters are escaped; valid character references are kept. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Links may go to the web, to mail, or inside the platform; nothing else (javascript:, data:). */
export function safeHref(value: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme: 'java\tscript:' is javascript:.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those are exactly what is stripped.
  const decoded = decodeEntities(value).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(https?:|mailto:)/i.test(decoded)) return decoded;
  if (/^[a-z][a-z0-9+.-]*:/i.test(decoded)) return null;
  return decoded.startsWith('/') || decoded.startsWith('#') || decoded.startsWith('?') ? decoded : null;
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!found.has(name)) found.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

function openTag(name: string, source: string): string {
  const attributes = attributesOf(source);
  const kept: string[] = [];
  if (name === 'a') {
    const href = safeHref(attributes.get('href') ?? '');
    if (href !== null) {
      kept.push(`href="${escapeHtml(href)}"`);
      if (/^https?:/i.test(href)) kept.push('target="_blank"', 'rel="noopener noreferrer"');
    }
  }
  if (name === 'td' || name === 'th') {
    for (const span of ['colspan', 'rowspan']) {
      const value = attributes.get(span);
      if (value && /^\d{1,3}$/.test(value)) kept.push(`${span}="${value}"`);
    }
  }
  if (name === 'ol') {
    const start = attributes.get('start');
    if (start && /^\d{1,6}$/.test(start)) kept.push(`start="${start}"`);
  }
  return `<${name}${kept.length ? ` ${kept.join(' ')}` : ''}>`;
}

// A tag's attributes never hold an unquoted '<', so a broken tag costs one scan to the next '<'.
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^<>"']|"[^"]*"|'[^']*')*)>/g;

/** The allowed part of an HTML fragment, as well-formed HTML. */
export function sanitizeRichText(html: string): string {
  let output = '';
  const open: string[] = [];
  let dropping: string | null = null;
  let last = 0;
  const emitText = (text: string) => {
    if (!dropping && text) output += escapeText(text);
  };
  for (const match of html.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    emitText(html.slice(last, index));
    last = index + match[0].length;
    const rawName = match[1];
    if (!rawName) continue; // comments, CDATA, doctypes, processing instructions
    const name = rawName.toLowerCase();
    const closing = match[0][1] === '/';
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(match[2] ?? '')) dropping = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue; // the tag goes, its content stays
    if (VOID_TAGS.has(name)) {
      if (!closing) output += `<${name}>`;
      continue;
    }
    if (!closing) {
      output += openTag(name, match[2] ?? '');
      open.push(name);
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at === -1) continue; // a closing tag nothing opened
    while (open.length > at) output += `</${open.pop()}>`;
  }
  emitText(html.slice(last));
  while (open.length > 0) output += `</${open.pop()}>`;
  return output;
}

/** The text of rich text (for summaries and searches): tags gone, references decoded, spaces folded. */
export function richTextToPlain(html: string): string {
  const text = sanitizeRichText(html)
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div|\/tr)>/g, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** Plain text as paragraphs of HTML, each line escaped. */
export function plainToRichText(text: string): string {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}
