// Every route of SPEC §2 in one place; screens link with getHref, the router uses path.
export const paths = {
  home: { path: '/', getHref: () => '/' },
  visualizer: { path: '/visualizer', getHref: () => '/visualizer' },
  onboarding: { path: '/onboarding', getHref: () => '/onboarding' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  hoa: { path: '/hoa', getHref: () => '/hoa' },
  hoaSchemes: {
    path: '/hoa/schemes/:documentId',
    getHref: (documentId: string) => `/hoa/schemes/${encodeURIComponent(documentId)}`,
  },
  customSchemeNew: {
    path: '/hoa/custom-schemes/new/:documentId',
    getHref: (documentId: string) => `/hoa/custom-schemes/new/${encodeURIComponent(documentId)}`,
  },
  share: {
    path: '/share/:shareToken',
    getHref: (shareToken: string) => `/share/${encodeURIComponent(shareToken)}`,
  },
  admin: { path: '/admin/*', getHref: () => '/admin' },
  adminPrompts: { path: '/admin/prompts', getHref: () => '/admin/prompts' },
} as const;

// Browser navigations that leave the single-page app (served by the backend).
export const serverPaths = {
  googleSignIn: '/auth/google',
  login: '/api/login',
  logout: '/api/logout',
} as const;

// In-page anchors of the landing page.
export const landingAnchors = {
  features: 'features',
  partners: 'partners',
} as const;
