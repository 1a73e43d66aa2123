// ICU-style messages: `{name}` arguments, `{n, plural, one {# token} other {# tokens}}`,
// `{n, selectordinal, …}`, `{kind, select, a {…} other {…}}` and `{n, number}`. Parsed once into
// a tree and formatted by walking it (no eval / new Function, so it runs under a strict CSP).
// Plural categories come from Intl.PluralRules of the locale passed in.
// Apostrophes follow ICU: '' is one apostrophe; ' before { } or # quotes until the next '.

import { DexError } from '../errors';

export type MessagePart =
  | string
  | { readonly kind: 'argument'; readonly name: string; readonly number: boolean }
  /** `#` in a plural branch: the plural's number (less its offset), written for the locale. */
  | { readonly kind: 'count' }
  | {
      readonly kind: 'plural';
      readonly name: string;
      readonly ordinal: boolean;
      readonly offset: number;
      /** `=0`-style exact matches and CLDR categories (`one`, `few`, `other`, …) to branches. */
      readonly branches: Readonly<Record<string, readonly MessagePart[]>>;
    }
  | {
      readonly kind: 'select';
      readonly name: string;
      readonly branches: Readonly<Record<string, readonly MessagePart[]>>;
    };

export type Message = readonly MessagePart[];

export type MessageValues = Readonly<Record<string, string | number>>;

/** A message text that is not valid ICU message syntax (a translation to fix, not user input). */
export class MessageSyntaxError extends DexError {
  constructor(
    readonly text: string,
    readonly position: number,
    reason: string,
  ) {
    super('primitives/message-syntax', `${reason} at position ${position} of "${text}"`);
  }
}

const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
const NAME = /[\p{L}\p{N}_.]/u;
const SELECTOR = /[\p{L}\p{N}_=.-]/u;

/** Parses an ICU message; throws MessageSyntaxError on anything it does not understand. */
export function parseMessage(text: string): Message {
  let at = 0;
  const fail = (reason: string): never => {
    throw new MessageSyntaxError(text, at, reason);
  };
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at] ?? '')) at += 1;
  };
  const word = (pattern: RegExp, what: string) => {
    skipSpace();
    const start = at;
    while (at < text.length && pattern.test(text[at] ?? '')) at += 1;
    if (at === start) fail(`expected ${what}`);
    return text.slice(start, at);
  };
  const expect = (char: string) => {
    skipSpace();
    if (text[at] !== char) fail(`expected "${char}"`);
    at += 1;
  };

  // Literal text up to the next { or } (or # inside a plural branch).
  const special = (char: string | undefined, inPlural: boolean) =>
    char === '{' || char === '}' || (inPlural && char === '#');
  const literal = (inPlural: boolean): string => {
    let out = '';
    while (at < text.length && !special(text[at], inPlural)) {
      if (text[at] === "'" && text[at + 1] === "'") {
        out += "'";
        at += 2;
      } else if (text[at] === "'" && special(text[at + 1], inPlural)) {
        // Quoted: taken literally up to the closing apostrophe ('' inside is one apostrophe).
        at += 1;
        for (;;) {
          if (at >= text.length) fail('unclosed quote');
          if (text[at] === "'" && text[at + 1] === "'") {
            out += "'";
            at += 2;
          } else if (text[at] === "'") {
            at += 1;
            break;
          } else {
            out += text[at];
            at += 1;
          }
        }
      } else {
        out += text[at];
        at += 1;
      }
    }
    return out;
  };

  const branches = (isPlural: boolean, allowed?: (selector: string) => boolean) => {
    const result: Record<string, Message> = {};
    for (;;) {
      skipSpace();
      if (text[at] === '}') break;
      const selector = word(SELECTOR, 'a selector');
      if (allowed && !allowed(selector)) fail(`unknown plural selector "${selector}"`);
      if (selector in result) fail(`repeated selector "${selector}"`);
      expect('{');
      result[selector] = sequence(isPlural, true);
      expect('}');
    }
    if (!('other' in result)) fail('missing the "other" branch');
    return result;
  };

  const argument = (inPlural: boolean): MessagePart => {
    at += 1; // {
    const name = word(NAME, 'an argument name');
    skipSpace();
    if (text[at] === '}') {
      at += 1;
      return { kind: 'argument', name, number: false };
    }
    if (text[at] !== ',') fail('expected "}"');
    at += 1;
    const type = word(/[a-z]/, 'an argument type');
    if (type === 'number') {
      expect('}');
      return { kind: 'argument', name, number: true };
    }
    if (!['plural', 'selectordinal', 'select'].includes(type))
      fail(`unknown argument type "${type}"`);
    expect(',');
    let part: MessagePart;
    if (type === 'plural' || type === 'selectordinal') {
      skipSpace();
      let offset = 0;
      if (text.startsWith('offset:', at)) {
        at += 'offset:'.length;
        offset = Number(word(/\d/, 'an offset'));
      }
      const isAllowed = (selector: string) =>
        PLURAL_CATEGORIES.has(selector) || /^=\d+$/.test(selector);
      part = {
        kind: 'plural',
        name,
        ordinal: type === 'selectordinal',
        offset,
        branches: branches(true, isAllowed),
      };
    } else {
      part = { kind: 'select', name, branches: branches(inPlural) };
    }
    expect('}');
    return part;
  };

  function sequence(inPlural: boolean, nested: boolean): Message {
    const parts: MessagePart[] = [];
    while (at < text.length) {
      const char = text[at];
      if (char === '}') {
        if (nested) break;
        fail('unmatched "}"');
      }
      if (char === '{') parts.push(argument(inPlural));
      else if (char === '#' && inPlural) {
        parts.push({ kind: 'count' });
        at += 1;
      } else {
        const textPart = literal(inPlural);
        if (typeof parts.at(-1) === 'string') parts[parts.length - 1] += textPart;
        else parts.push(textPart);
      }
    }
    return parts;
  }

  return sequence(false, false);
}

const pluralRulesCache = new Map<string, Intl.PluralRules>();
const numberFormatCache = new Map<string, Intl.NumberFormat>();

function pluralRules(locale: string, ordinal: boolean): Intl.PluralRules {
  const key = `${locale}|${ordinal}`;
  let rules = pluralRulesCache.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
    pluralRulesCache.set(key, rules);
  }
  return rules;
}

function formatNumber(value: number, locale: string): string {
  let format = numberFormatCache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
    numberFormatCache.set(locale, format);
  }
  return format.format(value);
}

/**
 * Writes a parsed message with `values` for `locale`. A missing value stays visible as `{name}` so
 * it gets noticed; a plain `{name}` writes numbers as given (block numbers, ids), while `#` and
 * `{name, number}` use the locale's digits and grouping.
 */
export function formatMessage(message: Message, values: MessageValues, locale: string): string {
  // `count` is what `#` writes: the innermost plural's number, or its value as given when it is
  // not a number (a placeholder such as "…").
  const walk = (parts: Message, count: string | undefined): string => {
    let out = '';
    for (const part of parts) {
      if (typeof part === 'string') out += part;
      else if (part.kind === 'count') out += count ?? '#';
      else {
        const value = values[part.name];
        const n = typeof value === 'number' ? value : Number(value);
        if (value === undefined) {
          out += `{${part.name}}`;
        } else if (part.kind === 'argument') {
          out += part.number && Number.isFinite(n) ? formatNumber(n, locale) : String(value);
        } else if (part.kind === 'select') {
          out += walk(part.branches[String(value)] ?? part.branches.other ?? [], count);
        } else if (!Number.isFinite(n)) {
          out += walk(part.branches.other ?? [], String(value));
        } else {
          const shown = n - part.offset;
          const category = pluralRules(locale, part.ordinal).select(shown);
          const branch = part.branches[`=${n}`] ?? part.branches[category] ?? part.branches.other;
          out += walk(branch ?? [], formatNumber(shown, locale));
        }
      }
    }
    return out;
  };
  return walk(message, undefined);
}

/** The names of every argument a message reads, sorted (translations must read the same ones). */
export function messageArguments(message: Message): string[] {
  const names = new Set<string>();
  const visit = (parts: Message) => {
    for (const part of parts) {
      if (typeof part === 'string' || part.kind === 'count') continue;
      names.add(part.name);
      if (part.kind !== 'argument')
        for (const branch of Object.values(part.branches)) visit(branch);
    }
  };
  visit(message);
  return [...names].sort();
}

/** Each plural in a message with the selectors it has, to check a locale's categories are all there. */
export function messagePlurals(
  message: Message,
): { readonly name: string; readonly ordinal: boolean; readonly selectors: readonly string[] }[] {
  const found: { name: string; ordinal: boolean; selectors: string[] }[] = [];
  const visit = (parts: Message) => {
    for (const part of parts) {
      if (typeof part === 'string' || part.kind === 'count' || part.kind === 'argument') continue;
      if (part.kind === 'plural')
        found.push({
          name: part.name,
          ordinal: part.ordinal,
          selectors: Object.keys(part.branches),
        });
      for (const branch of Object.values(part.branches)) visit(branch);
    }
  };
  visit(message);
  return found;
}
