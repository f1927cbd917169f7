/// <reference types="vite/client" />

/** False only in the production client build: see src/components/static-island.tsx. */
declare const __RENDER_STATIC__: boolean;

interface ImportMetaEnv {
  readonly VITE_BACKEND_URL?: string;
  readonly VITE_BACKEND_KEY?: string;
}
