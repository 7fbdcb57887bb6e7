import type { CapacitorConfig } from '@capacitor/cli'

/**
 * The Android and iOS shells around the same web build (issue 8 §4): `npm run build` at the root, then
 * `npx cap add android` / `npx cap add ios` once and `npx cap sync` after each build, from apps/web (README).
 * Native builds need Android Studio or Xcode, which these machines do not have.
 */
const config: CapacitorConfig = {
  appId: 'eg.sehha.app',
  appName: 'صحّة',
  webDir: 'dist',
  // The shells load the bundled build; the API is reached at the deployed origin (PUBLIC_URL), not from the device.
  server: { androidScheme: 'https' },
  android: { backgroundColor: '#f6f8f9' },
  ios: { backgroundColor: '#f6f8f9', contentInset: 'automatic' },
}

export default config
