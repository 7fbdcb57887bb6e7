/** SPEC 7.2 cashInPayment and SPEC 9: a top-up is at least 6 EGP; at most what one top-up may carry. Piastres. */
export const minCashInPiastres = 600
export const maxCashInPiastres = 5_000_000
