import { formatMessage, type Message, parseMessage } from '@dex/primitives';
import type enMessages from '../../public/locales/en.json';

/** A flat key -> ICU message map, as stored in public/locales/{lng}.json. */
export type Messages = Readonly<Record<string, string>>;

/** Every key the app may ask for; en.json is the source of truth. */
export type MessageKey = keyof typeof enMessages;

export type TranslationValues = Readonly<Record<string, string | number>>;

export type Translate = (key: MessageKey, values?: TranslationValues) => string;

/**
 * Looks a key up in the language's messages, then in the fallback language's (written with the
 * fallback's plural rules, as its grammar needs), and finally shows the key itself rather than
 * nothing. Messages are ICU (`{count, plural, one {# token} other {# tokens}}`), each parsed on
 * first use; a text that does not parse is shown as it is (locales.test.ts keeps that from shipping).
 */
export function createTranslator(
  messages: Messages | undefined,
  fallback: Messages | undefined,
  language = 'en',
  fallbackLanguage = 'en',
): Translate {
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
