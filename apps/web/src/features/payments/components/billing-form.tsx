import type { Session } from '@app/domain/accounts'
import type { BillingInfo } from '@app/domain/bookings'
import Grid from '@mui/material/Grid'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { usePaymentsTranslation } from '../hooks/use-payments-translation'

type Field = keyof BillingInfo

/** Each field with the browser's autofill name, and whether it reads left to right whatever the page's language. */
const fields: readonly { name: Field; autoComplete: string; ltr?: boolean; half?: boolean; type?: string }[] =
  [
    { name: 'firstName', autoComplete: 'given-name', half: true },
    { name: 'lastName', autoComplete: 'family-name', half: true },
    { name: 'email', autoComplete: 'email', ltr: true, type: 'email' },
    { name: 'phoneNumber', autoComplete: 'tel-national', ltr: true, type: 'tel' },
    { name: 'street', autoComplete: 'address-line1' },
    { name: 'building', autoComplete: 'address-line2', half: true },
    { name: 'floor', autoComplete: 'off', half: true },
    { name: 'apartment', autoComplete: 'address-line3', half: true },
    { name: 'postalCode', autoComplete: 'postal-code', ltr: true, half: true },
    { name: 'city', autoComplete: 'address-level2', half: true },
    { name: 'country', autoComplete: 'country-name', half: true },
  ]

/** What the session already knows of the payer, so the billing form starts filled in. */
export function knownBilling(session: Session | null | undefined): Partial<BillingInfo> {
  const [firstName = '', ...rest] = (session?.profile?.name ?? '').trim().split(/\s+/)
  return {
    firstName,
    lastName: rest.join(' '),
    email: session?.user?.email ?? '',
    phoneNumber: session?.user?.phone ?? '',
  }
}

/** Empty billing details, the country filled in (our payers are in Egypt, SPEC 1). */
export function emptyBilling(country: string): BillingInfo {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    street: '',
    building: '',
    apartment: '',
    floor: '',
    postalCode: '',
    city: '',
    country,
  }
}

/**
 * SPEC 3.5 and 5: the card billing form, as fields of the caller's own react-hook-form form under `name` (the
 * wallet top-up's `billing`, the booking wizard's payment step), validated there by `billingInfoSchema`. Every
 * field is required but the postal code.
 */
export function BillingForm<T extends FieldValues>({
  control,
  name,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form context and transformed values
  control: Control<T, any, any>
  name: FieldPath<T>
}) {
  const { t } = usePaymentsTranslation()
  return (
    <Grid container spacing={2}>
      {fields.map((field) => (
        <Grid key={field.name} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
          <FormTextField
            control={control}
            name={`${name}.${field.name}` as FieldPath<T>}
            label={t(`validation:fields.${field.name}`)}
            required={field.name !== 'postalCode'}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            slotProps={field.ltr ? { htmlInput: { dir: 'ltr' } } : undefined}
          />
        </Grid>
      ))}
    </Grid>
  )
}
