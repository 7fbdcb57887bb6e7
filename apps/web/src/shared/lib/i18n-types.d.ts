// Keys are typed from the English files, so a missing key fails the type check (STYLE 3.7).
import type { resources } from '@app/i18n'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: (typeof resources)['en']
    returnNull: false
  }
}
