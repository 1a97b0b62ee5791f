/**
 * Firebase web configuration from NEXT_PUBLIC_FIREBASE_* (see .env.example). With no project
 * configured the site talks to the local emulators under a demo project id, so sign-in and bookmarks
 * work on a fresh machine with nothing set up (DESIGN.md, Accounts).
 */
const env = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

const projectId = env(process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID);

export const firebaseSettings = {
  useEmulators: !projectId || projectId.startsWith('demo-'),
  options: {
    apiKey: env(process.env.NEXT_PUBLIC_FIREBASE_API_KEY) ?? 'demo-api-key',
    authDomain: env(process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN) ?? `${projectId ?? 'demo-devbench'}.firebaseapp.com`,
    projectId: projectId ?? 'demo-devbench',
    appId: env(process.env.NEXT_PUBLIC_FIREBASE_APP_ID),
  },
  authEmulator: env(process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR) ?? 'http://127.0.0.1:9099',
  firestoreEmulator: env(process.env.NEXT_PUBLIC_FIRESTORE_EMULATOR) ?? '127.0.0.1:8080',
};
