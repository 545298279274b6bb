// The SPA build's stand-in for zod/mini. Only the contracts the login page loads (contract/auth.ts,
// contract/system.ts) declare their request schemas with zod/mini, and only the server parses
// them; the browser needs their paths and types, never the schemas. This module lets those
// declarations evaluate without zod (about 14 KB gzip of the login page's 150 KB budget): every
// builder returns an inert schema, and parsing with one fails loudly rather than passing.
type Inert = ((...args: unknown[]) => Inert) & { readonly [key: string]: Inert };

const refuse = () => {
  throw new Error('zod/mini schemas are parsed on the server only; the SPA build carries none');
};

const inert: Inert = new Proxy(() => inert, {
  get: (_target, key) =>
    key === 'parse' || key === 'safeParse' || key === 'parseAsync' || key === 'safeParseAsync' ? refuse : inert,
  apply: () => inert,
}) as Inert;

export const object = inert;
export const string = inert;
export const optional = inert;
export const literal = inert;
export const trim = inert;
export const minLength = inert;
export const maxLength = inert;
export const length = inert;
export { inert as enum };
