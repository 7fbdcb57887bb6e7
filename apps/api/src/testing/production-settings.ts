import webPush from 'web-push'

/**
 * A complete production configuration whose every secret passes issue 44 §6's checks (config.production.test.ts
 * refuses each weakened one): for tests of what production does. Nothing here connects anywhere.
 */
const vapid = webPush.generateVAPIDKeys()

export const productionSettings = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://sehha:Vq7-kP2x9LmZ4tRw@db.internal:5432/sehha',
  SMS_GATEWAY_URL: 'https://sms.example/send',
  SMS_GATEWAY_TOKEN: 'sms-9f2c7a1e4b6d',
  SMTP_URL: 'smtps://mailer:Ld8-wQ2z-Fp5@mail.example:465',
  PAYMOB_SECRET_KEY: 'egy_sk_live_7f3a9c1e5b2d8406aa1c',
  PAYMOB_PUBLIC_KEY: 'egy_pk_live_x',
  PAYMOB_HMAC_SECRET: 'E4B7A19C2D5F8036B1C4E7A9D2F5083B',
  PAYMOB_INTEGRATION_CARD: '101',
  PAYMOB_INTEGRATION_WALLET: '102',
  PAYMOB_INTEGRATION_KIOSK: '103',
  PAYMOB_PAYOUT_CLIENT_ID: 'client',
  PAYMOB_PAYOUT_CLIENT_SECRET: 'Zr8uQe3NwX6pLk1V',
  PAYMOB_PAYOUT_USERNAME: 'user',
  PAYMOB_PAYOUT_PASSWORD: 'Hs4!tQ9wBn2@',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
} as const
