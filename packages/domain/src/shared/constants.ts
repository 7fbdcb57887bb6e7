/** SPEC 9: business constants and limits used across features. */
export const constants = {
  currency: 'EGP',
  otpLength: 6,
  otpResendSeconds: 45,
  /** ASVS 2.7.2: an SMS code lives at most 10 minutes. */
  otpTtlSeconds: 10 * 60,
  otpMaxAttempts: 5,
  passwordMinLength: 6,
  defaultCountryCode: '20',
  resellerCodeLength: 4,
  completenessThreshold: 4,
  profileRefreshDelayMs: 5000,
  sideDrawerWidth: 240,
  adultAge: 18,
  maxUploadBytes: 5 * 1024 * 1024,
  /** SPEC 5 and 9: a booking's complaint has 1 to 256 characters. */
  complaintMaxLength: 256,
  /** SPEC 9 'Banner default time': a notice shows 5 s, an error or a success notice 5 minutes. */
  bannerDefaultMs: 5_000,
  bannerNoticeMs: 5 * 60_000,
  /** SPEC 7.4, 9: how often a page that counts time reads the server's clock again. */
  serverTimeRefreshMs: 36_000,
  /**
   * SPEC 9: notifications arriving together are read in one go — the first at once, any more within this window
   * once, at its end — so a burst is one refresh of the badge and list, not one each.
   */
  notificationDebounceMs: 1500,
  /** Issue 45 §3: a time freed for the waiting list is held for the person it is offered to for 10 minutes. */
  waitingListOfferMinutes: 10,
} as const
