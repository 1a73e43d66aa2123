import {
  type MessageMap,
  type Translator,
  createTranslator as translatorOf,
} from '@dex/primitives';
import type enMessages from '../../public/locales/en.json';

/** A flat key -> ICU message map, as stored in public/locales/{lng}.json. */
export type Messages = MessageMap;

/** Every key the app may ask for; en.json is the source of truth. */
export type MessageKey = keyof typeof enMessages;

export type TranslationValues = Readonly<Record<string, string | number>>;

export type Translate = Translator<MessageKey>;

/** The language's messages, then the fallback's, then the key (@dex/primitives' createTranslator). */
export const createTranslator = (
  messages: Messages | undefined,
  fallback: Messages | undefined,
  language = 'en',
  fallbackLanguage = 'en',
): Translate => translatorOf<MessageKey>(messages, fallback, language, fallbackLanguage);
