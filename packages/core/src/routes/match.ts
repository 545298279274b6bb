// Path patterns of the layout routes: ':name' matches one segment, ':name(\d+)' only digits
// (SPEC §2: dictId and tableId must be numeric).

export interface PatternMatch {
  params: Record<string, string>;
}

const cache = new Map<string, { regex: RegExp; names: string[] }>();

function compile(pattern: string) {
  const known = cache.get(pattern);
  if (known) return known;
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      const param = /^:([A-Za-z_]\w*)(\(\\d\+\))?$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]);
      return param[2] ? '(\\d+)' : '([^/]+)';
    })
    .join('/');
  const compiled = { regex: new RegExp(`^${source}/?$`), names };
  cache.set(pattern, compiled);
  return compiled;
}

export function matchPath(pattern: string, path: string): PatternMatch | null {
  const { regex, names } = compile(pattern);
  const found = regex.exec(path);
  if (!found) return null;
  return { params: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')])) };
}
