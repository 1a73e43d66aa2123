// Translation over flat locale files (key -> ICU message): the language's text, else the fallback
// language's, else the key itself; and which supported language a BCP 47 tag asks for.
import { formatMessage, type Message, type MessageValues, parseMessage } from './message';

/** A flat key -> ICU message map, as a locale file stores it. */
export type MessageMap = Readonly<Record<string, string>>;

export type Translator<Key extends string = string> = (key: Key, values?: MessageValues) => string;

/**
 * Looks a key up in the language's messages, then in the fallback language's (written with the
 * fallback's plural rules, as its grammar needs), and finally shows the key itself rather than
 * nothing. Each message is parsed on first use; a text that does not parse is shown as it is.
 */
export function createTranslator<Key extends string = string>(
  messages: MessageMap | undefined,
  fallback: MessageMap | undefined,
  language = 'en',
  fallbackLanguage = 'en',
): Translator<Key> {
  const parsed = new Map<string, Message>();
  const compile = (text: string): Message => {
    let message = parsed.get(text);
    if (!message) {
      try {
        message = parseMessage(text);
      } catch {
        message = [text];
      }
      parsed.set(text, message);
    }
    return message;
  };
  return (key, values = {}) => {
    const own = messages?.[key];
    if (own !== undefined) return formatMessage(compile(own), values, language);
    const text = fallback?.[key];
    return text === undefined ? key : formatMessage(compile(text), values, fallbackLanguage);
  };
}

/**
 * The supported language a BCP 47 tag asks for, or null: the exact tag in any case and with `_`
 * or `-` (`zh_cn`), else the first supported language of its base (`de-AT` -> `de`).
 */
export function matchLanguage<Language extends string>(
  tag: string | null | undefined,
  supported: readonly Language[],
): Language | null {
  if (!tag) return null;
  const normalized = tag.trim().toLowerCase().replace(/_/g, '-');
  const exact = supported.find((language) => language.toLowerCase() === normalized);
  if (exact) return exact;
  const base = normalized.split('-')[0];
  return supported.find((language) => language.toLowerCase().split('-')[0] === base) ?? null;
}
