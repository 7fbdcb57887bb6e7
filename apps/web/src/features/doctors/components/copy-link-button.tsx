import Button, { type ButtonProps } from '@mui/material/Button'
import CheckIcon from '@mui/icons-material/Check'
import LinkIcon from '@mui/icons-material/Link'
import ShareIcon from '@mui/icons-material/Share'
import { useEffect, useState } from 'react'
import { useDoctorsTranslation } from '../hooks/use-doctors-translation'

/**
 * SPEC 2.5 step 2 and 2.8: copies a page's address; the label becomes 'copied' for a few seconds. `share` names
 * the button 'Share', otherwise 'Copy page link'. `url` may be a path: it is made whole from the site's address when
 * copied (the page may have been rendered on the server, which does not know it).
 */
export function CopyLinkButton({
  url,
  kind = 'share',
  ...props
}: { url: string; kind?: 'share' | 'copyLink' } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useDoctorsTranslation()
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 3000)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    const address = new URL(url, window.location.origin).href
    try {
      await navigator.clipboard.writeText(address)
    } catch {
      // Without clipboard permission (an http page, an old browser) select-and-copy from a hidden field.
      const field = document.createElement('textarea')
      field.value = address
      document.body.append(field)
      field.select()
      document.execCommand('copy')
      field.remove()
    }
    setCopied(true)
  }

  return (
    <Button
      variant="outlined"
      {...props}
      onClick={() => void copy()}
      startIcon={copied ? <CheckIcon /> : kind === 'share' ? <ShareIcon /> : <LinkIcon />}
    >
      {copied ? t('share.copied') : t(`share.${kind}`)}
    </Button>
  )
}
