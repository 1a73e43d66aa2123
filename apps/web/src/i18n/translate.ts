import type enMessages from '../../public/locales/en.json';

/** A flat key -> text map, as stored in public/locales/{lng}.json. */
export type Messages = Readonly<Record<string, string>>;

/** Every key the app may ask for; en.json is the source of truth. */
export type MessageKey = keyof typeof enMessages;

export type TranslationValues = Readonly<Record<string, string | number>>;

export type Translate = (key: MessageKey, values?: TranslationValues) => string;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Replaces `{{name}}` with `values.name`; unknown placeholders stay visible so they get noticed. */
export function interpolate(template: string, values?: TranslationValues): string {
  if (!values) return template;
  return template.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

/**
 * Looks a key up in the language's messages, then in the fallback language's, and finally shows
 * the key itself rather than nothing.
 */
export function createTranslator(messages: Messages | undefined, fallback: Messages | undefined) {
  const translate: Translate = (key, values) =>
    interpolate(messages?.[key] ?? fallback?.[key] ?? key, values);
  return translate;
}
