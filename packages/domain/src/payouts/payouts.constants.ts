/**
 * SPEC 5, 7.2 cashOutPayment and 9: a payout is at least 6 EGP; at most what one transfer to a mobile wallet may
 * carry (the operators' single-transaction limits are far above the consult fees it pays out). Piastres.
 */
export const minPayoutPiastres = 600
export const maxPayoutPiastres = 5_000_000

/**
 * SPEC 5: the payout issuer is one of the three mobile operators whose wallets Paymob Payouts credits (reference §2.1:
 * `vodafone`, `etisalat`, `orange`). WE (015) is not an issuer there, so its numbers are refused (ADR 0023).
 */
export const payoutIssuers = ['vodafone', 'etisalat', 'orange'] as const
export type PayoutIssuer = (typeof payoutIssuers)[number]

/**
 * A payout's life (SPEC 4 'Cash-out result'): requested (the money left the balance, the provider not yet called),
 * pending (sent; the provider has not said it arrived), then succeeded or failed (the money back in the balance).
 */
export const payoutStatuses = ['requested', 'pending', 'succeeded', 'failed'] as const
export type PayoutStatus = (typeof payoutStatuses)[number]

/** SPEC 5 and 9: 11 characters, 01 then 0, 1 or 2, then 8 digits. */
export const payoutMsisdnPattern = /^01[012]\d{8}$/

/** The earnings log's page (SPEC 9 default page size) and how many Cairo months the totals cover. */
export const earningsLogPageSize = 10
export const earningsMonths = 12
export const payoutsPageSize = 10

/**
 * The sandbox payout provider's test numbers (ADR 0023), by the wallet number's last digit: 9 fails at once (as
 * Vodafone Cash's 618 'Recipient Is Unregistered'), 8 stays pending and succeeds on the next inquiry, 7 stays
 * pending and fails on it; any other digit succeeds at once. Shown beside the form while the sandbox runs.
 */
export const payoutSandboxTestValues = {
  failsAtOnce: '9',
  pendingThenSucceeds: '8',
  pendingThenFails: '7',
} as const
