/// <reference types="vite/client" />

/** False only in the production client build: see web/page/lib/static-island.tsx. */
declare const __RENDER_STATIC__: boolean;

interface ImportMetaEnv {
  readonly VITE_BACKEND_URL?: string;
  readonly VITE_BACKEND_KEY?: string;
}
