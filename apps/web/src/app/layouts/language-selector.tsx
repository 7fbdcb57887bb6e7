import type { Language } from '@app/domain/shared'
import TranslateIcon from '@mui/icons-material/Translate'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useSetLanguage } from '#web/features/accounts/api/set-language'
import { languageNames as names } from '#web/shared/lib/i18n'
import { rememberLanguage } from '#web/shared/lib/stored-language'

/**
 * With two languages the selector is one button naming the other language; it switches live, remembers the choice
 * locally and saves it to the session (PUT /session/language). A plain button in the top bar's look (`bar-button`,
 * app/styles/first-screen.css).
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation('frame')
  const setLanguage = useSetLanguage()
  const other: Language = i18n.language === 'ar' ? 'en' : 'ar'

  const choose = (language: Language) => {
    rememberLanguage(language)
    void i18n.changeLanguage(language)
    setLanguage.mutate(language)
  }

  return (
    <button
      type="button"
      className="bar-button"
      lang={other}
      title={t('language.label')}
      onClick={() => choose(other)}
    >
      <span className="bar-button-icon">
        <TranslateIcon />
      </span>
      {names[other]}
    </button>
  )
}
