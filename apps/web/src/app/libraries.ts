/**
 * The libraries under the app (React's DOM renderer, the router, Emotion's styles, the texts with the frame's namespaces),
 * imported by main.tsx beside the app itself. They are fetched together, and the libraries usually arrive first and
 * are then evaluated in a task of their own, where the browser evaluated the whole app in one task of 30–60 ms on a
 * phone (issue 8 §5, docs/decisions/0012). The names are re-exported only so the bundler keeps the modules;
 * app/start.tsx imports the same modules itself.
 */
export { createRoot } from 'react-dom/client'
export { Router } from '#web/shared/lib/router'
export { CacheProvider } from '@emotion/react'
export { i18n } from '#web/shared/lib/i18n'
