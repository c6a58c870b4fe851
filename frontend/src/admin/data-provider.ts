import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';

/** Every admin call sends the session cookie; errors carry the server's `{message}`. */
export const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

export const ADMIN_API = '/api/admin';

export type PromptService = 'imageAnalysis' | 'hoaProcessing' | 'paintGeneration';
export const PROMPT_SERVICES: PromptService[] = [
  'imageAnalysis',
  'hoaProcessing',
  'paintGeneration',
];

/** GET /api/admin/prompts (SPEC §3 "Admin prompts response"). */
export type PromptsResponse = {
  prompts: Record<
    PromptService,
    { service: PromptService; model: string; description: string; current: string }
  >;
  metadata: { totalServices: number; timestamp: string };
};

export type PromptRevision = {
  service: PromptService;
  revision: number;
  prompt: string;
  model: string;
  restoredFrom: number | null;
  revisedBy: string | null;
  revisedByEmail: string | null;
  revisedAt: string;
};

export type StatementLine = {
  position: number;
  at: string;
  type: string;
  kind: 'granted' | 'spent' | 'refunded' | 'purchased' | 'revoked' | 'other';
  description: string;
  change: number;
  balance: number;
  testMode?: boolean;
};

export type Statement = {
  userId: string;
  email: string;
  lines: StatementLine[];
  closingBalance: number;
  remainingRenders: number;
  equal: boolean;
};

export type RebuildReport = {
  ranAt: string;
  events: number;
  position: number;
  equal: boolean;
  replaced: boolean;
  tables: { table: string; liveRows: number; rebuiltRows: number; differences: number }[];
};

/** A colour processing found in an HOA document (SPEC §3 "Extracted colour"). */
export type HoaColor = {
  name: string;
  code: string;
  rgb: string | null;
  manufacturer: string | null;
  description: string;
};

const json = async <T>(url: string, options: fetchUtils.Options = {}): Promise<T> =>
  (await httpClient(url, options)).json as T;

const send = (method: string, body?: unknown): fetchUtils.Options => ({
  method,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** ra-data-simple-rest over /api/admin, plus the console's own calls. */
export const dataProvider = {
  ...simpleRestProvider(ADMIN_API, httpClient),
  getPrompts: () => json<PromptsResponse>(`${ADMIN_API}/prompts`),
  updatePrompt: (service: PromptService, prompt: string) =>
    json(`${ADMIN_API}/prompts/${service}`, send('PUT', { prompt })),
  testPrompt: (service: PromptService) =>
    json<unknown>(`${ADMIN_API}/prompts/${service}/test`, send('POST')),
  getPromptRevisions: (service: PromptService) =>
    json<PromptRevision[]>(`${ADMIN_API}/prompts/${service}/revisions`),
  restorePrompt: (service: PromptService, revision: number) =>
    json(`${ADMIN_API}/prompts/${service}/restore`, send('POST', { revision })),
  grantRenders: (userId: string, count: number, reason: string) =>
    json(`${ADMIN_API}/users/${userId}/grant-renders`, send('POST', { count, reason })),
  setBetaTester: (userId: string, betaTester: boolean, reason: string) =>
    json(`${ADMIN_API}/users/${userId}/beta-tester`, send('PUT', { betaTester, reason })),
  getStatement: (userId: string) => json<Statement>(`${ADMIN_API}/users/${userId}/statement`),
  getHoaDocumentColors: (documentId: string) =>
    json<HoaColor[]>(`${ADMIN_API}/hoa-documents/${documentId}/colors`),
  getRebuildReport: () => json<{ report: RebuildReport | null }>(`${ADMIN_API}/rebuild-report`),
} satisfies DataProvider;

export type AdminDataProvider = typeof dataProvider;
