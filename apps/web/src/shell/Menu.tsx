import { HeaderMenu } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  LANGUAGE_NAMES,
  matchLanguage,
  SUPPORTED_LANGUAGES,
  useChooseLanguage,
  useTranslation,
} from '../i18n';
import { EXTERNAL_LINKS } from '../links';
import { ApplicationModal, closeModalAtom, openModalAtom, toggleModalAtom } from '../state/modal';

export interface MenuProps {
  /** Shows the Claim entry (opens the address-claim dialog); the spec shows it only when connected. */
  showClaim: boolean;
}

// @spec 000 §2.3 The overflow menu links externally to
/** The header's overflow menu (ui-kit's `HeaderMenu`): external links, Claim, the language. */
export function Menu({ showClaim }: MenuProps) {
  const { t, language } = useTranslation();
  const chooseLanguage = useChooseLanguage();
  const open = useAtomValue(openModalAtom) === ApplicationModal.MENU;
  const toggleModal = useSetAtom(toggleModalAtom);
  const closeModal = useSetAtom(closeModalAtom);
  return (
    <HeaderMenu
      label={t('menu.label')}
      open={open}
      onToggle={() => toggleModal(ApplicationModal.MENU)}
      onClose={closeModal}
      links={[
        { label: t('menu.about'), href: EXTERNAL_LINKS.about },
        { label: t('menu.docs'), href: EXTERNAL_LINKS.docs },
        { label: t('menu.code'), href: EXTERNAL_LINKS.code },
        { label: t('menu.discord'), href: EXTERNAL_LINKS.discord },
        { label: t('menu.analytics'), href: EXTERNAL_LINKS.analytics },
      ]}
      action={
        showClaim
          ? { label: t('menu.claim'), onSelect: () => toggleModal(ApplicationModal.ADDRESS_CLAIM) }
          : undefined
      }
      choice={{
        label: t('menu.language'),
        options: SUPPORTED_LANGUAGES.map((value) => ({
          value,
          label: LANGUAGE_NAMES[value],
          lang: value,
        })),
        selected: language,
        onChoose: (value) => {
          const chosen = matchLanguage(value);
          if (chosen) chooseLanguage(chosen);
        },
      }}
    />
  );
}
