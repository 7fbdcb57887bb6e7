import type { BillingInfo } from '@app/domain/bookings'
import type { Profile } from '@app/domain/profiles'
import { useSession } from '#web/features/accounts/api/get-session'
import { useLastBilling } from '#web/features/payments/api/last-billing'
import { knownBilling } from '#web/features/payments/components/billing-form'
import { useMyProfile } from '#web/features/profiles/api/get-my-profile'

/** The parts of a card's billing details a patient's first saved address gives (SPEC 3.1 address item). */
export function billingFromAddress(profile: Profile | null | undefined): Partial<BillingInfo> {
  const address = profile && 'addresses' in profile ? profile.addresses[0] : undefined
  if (!address) return {}
  return {
    street: address.streetBlockCompound,
    building: address.buildingNumberName,
    ...(address.floorNumber ? { floor: address.floorNumber } : {}),
    ...(address.appartmentNumber ? { apartment: address.appartmentNumber } : {}),
    city: address.districtTownVillage,
  }
}

/**
 * What a card's billing form starts with (issue 41 §4: it was empty every time although the profile had it all):
 * the details given last, else the session's name, email and phone with the profile's first address. Undefined
 * while they load; a failed read only leaves fields to type.
 */
export function useBillingDefaults(): Partial<BillingInfo> | undefined {
  const session = useSession()
  const profile = useMyProfile()
  const last = useLastBilling()
  if (session.isPending || profile.isPending || last.isPending) return undefined
  const fromAccount = { ...knownBilling(session.data), ...billingFromAddress(profile.data) }
  const given = Object.fromEntries(Object.entries(last.data?.billing ?? {}).filter(([, value]) => value))
  return { ...fromAccount, ...given }
}
