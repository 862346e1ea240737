import { useTranslation } from 'react-i18next';
import { FlagDa, FlagEn } from './ui/flags';

/** English and Danish flags; the current language is pressed. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const options = [
    { lang: 'en', label: t('nav.english'), Flag: FlagEn },
    { lang: 'da', label: t('nav.danish'), Flag: FlagDa },
  ] as const;
  return (
    <div role="group" aria-label={t('nav.language')} className={`flex items-center gap-1 ${className}`}>
      {options.map(({ lang, label, Flag }) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={i18n.language === lang}
          aria-label={t('nav.switchTo', { language: label })}
          title={label}
          onClick={() => void i18n.changeLanguage(lang)}
          className="flex min-h-11 min-w-11 items-center justify-center rounded-md opacity-60 hover:opacity-100 aria-pressed:opacity-100 aria-pressed:ring-1 aria-pressed:ring-rose-400"
        >
          <Flag />
        </button>
      ))}
    </div>
  );
}
