import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'

/** SPEC 8: 'Something went wrong' and Try again. */
export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('frame')
  return (
    <Box role="alert" sx={{ textAlign: 'center', paddingBlock: 8, paddingInline: 2 }}>
      <ErrorOutlineOutlinedIcon color="error" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ marginBlock: 2 }}>
        {t('error.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ marginBlockEnd: 3 }}>
        {t('error.body')}
      </Typography>
      <Button variant="contained" onClick={onRetry ?? (() => window.location.reload())}>
        {t('error.retry')}
      </Button>
    </Box>
  )
}

/**
 * Shows the error screen in place of `children` when they throw while rendering: above the router (providers,
 * frame), and around each page inside the frame, where `resetKey` (the page's path) gives the next page its chance.
 * Try again renders `children` again, or with `retry="reload"` loads the app again: a page whose code failed to
 * download (a dropped connection, a deploy) fails the same way until the tab loads anew.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; resetKey?: string; retry?: 'render' | 'reload' },
  { failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override componentDidUpdate(previous: { resetKey?: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false })
  }

  override render() {
    if (this.state.failed)
      return (
        <ErrorScreen
          onRetry={this.props.retry === 'reload' ? undefined : () => this.setState({ failed: false })}
        />
      )
    return this.props.children
  }
}
