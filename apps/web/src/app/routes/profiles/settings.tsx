import { isEnglishOnlyRole, languages, type Language } from '@app/domain/shared'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link as RouterLink } from '#web/shared/lib/router'
import { useSession } from '#web/features/accounts/api/get-session'
import { useSetLanguage } from '#web/features/accounts/api/set-language'
import { DeleteAccountSection } from '#web/features/account-deletion/components/delete-account-section'
import { RecordReadsList } from '#web/features/audit/components/record-reads-list'
import { SignedInDevices } from '#web/features/accounts/components/signed-in-devices'
import { ChannelChoices } from '#web/features/notifications/components/channel-choices'
import { href } from '#web/app/paths'
import { SignOutDialog } from '#web/app/layouts/sign-out-dialog'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { languageNames } from '#web/shared/lib/i18n'
import { rememberLanguage } from '#web/shared/lib/stored-language'
import { EnglishScope } from '#web/shared/ui/english-scope'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { useToast } from '#web/shared/ui/toast'

function Settings({ showLanguage, isPatient }: { showLanguage: boolean; isPatient: boolean }) {
  const { t, i18n } = useTranslation('profiles')
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const setLanguage = useSetLanguage()
  const [signingOut, setSigningOut] = useState(false)
  const accountHeadingId = useId()
  const current: Language = i18n.language === 'en' ? 'en' : 'ar'

  const choose = (language: Language) => {
    rememberLanguage(language)
    void i18n.changeLanguage(language)
    setLanguage.mutate(language, {
      onSuccess: () => toast(i18n.getFixedT(language, 'profiles')('toasts.languageChanged')),
      onError: (error) => toast(errorMessage(error), 'error'),
    })
  }

  const links = [
    { to: href('profile'), label: t('settings.profile') },
    { to: href('changeEmail'), label: t('view.changeEmail') },
    { to: href('changePassword'), label: t('view.changePassword') },
    { to: href('changePhone'), label: t('view.changePhone') },
  ]

  return (
    <Page title={t('pages.settingsTitle')}>
      <Stack spacing={3}>
        {showLanguage ? (
          <Paper variant="outlined" sx={{ padding: 2 }}>
            <FormControl component="fieldset">
              <FormLabel component="legend" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>
                {t('settings.language')}
              </FormLabel>
              <RadioGroup
                name="language"
                value={current}
                onChange={(_, value) => choose(value === 'en' ? 'en' : 'ar')}
              >
                {languages.map((language) => (
                  <FormControlLabel
                    key={language}
                    value={language}
                    control={<Radio />}
                    label={<span lang={language}>{languageNames[language]}</span>}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          </Paper>
        ) : null}
        <Paper variant="outlined" component="section" aria-labelledby={accountHeadingId}>
          <Typography
            id={accountHeadingId}
            component="h2"
            sx={{ fontWeight: 600, paddingInline: 2, paddingBlockStart: 2 }}
          >
            {t('settings.account')}
          </Typography>
          <List>
            {links.map((link) => (
              <li key={link.to}>
                <ListItemButton component={RouterLink} to={link.to}>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </li>
            ))}
            <li>
              <ListItemButton onClick={() => setSigningOut(true)}>
                <ListItemText primary={t('settings.signOut')} slotProps={{ primary: { color: 'error' } }} />
              </ListItemButton>
            </li>
          </List>
        </Paper>
        <ChannelChoices />
        <SignedInDevices />
        {/* Issue 11 §3: who else opened the patient's health record (also shown in the health records). */}
        {isPatient ? <RecordReadsList /> : null}
        <DeleteAccountSection />
      </Stack>
      <SignOutDialog open={signingOut} onClose={() => setSigningOut(false)} />
    </Page>
  )
}

/**
 * /settings: language (not for lab and radio, which are English only), account links, sign-out, the signed-in
 * devices and, for a patient, who read their record.
 */
export default function SettingsPage() {
  const session = useSession()
  if (session.isPending) return <PageSkeleton />
  const englishOnly = isEnglishOnlyRole(session.data?.contextRole)
  const page: ReactNode = (
    <Settings showLanguage={!englishOnly} isPatient={session.data?.contextRole === 'patient'} />
  )
  return englishOnly ? <EnglishScope>{page}</EnglishScope> : page
}
