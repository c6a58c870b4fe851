import { Router } from 'express';
import { z } from 'zod';
import { NotFoundError } from '../../core/errors.ts';
import { parseWith, type RouteDeps } from '../../core/http.ts';
import {
  DEFAULT_PROMPTS,
  handlePromptCommand,
  PROMPT_SERVICES,
  type PromptService,
} from '../../../modules/prompts/index.ts';
import { listPromptRevisions, listPrompts } from '../../../projections/prompts/index.ts';
import { adminId, adminMetadata } from './admin-access.ts';
import type { PromptTester } from './prompt-tester.ts';

const serviceParam = (value: unknown): PromptService => {
  const service = String(value);
  if (!(PROMPT_SERVICES as readonly string[]).includes(service))
    throw new NotFoundError(`Unknown AI service ${service}`);
  return service as PromptService;
};

const PromptBody = z.object({
  prompt: z
    .string({ error: 'Prompt cannot be empty' })
    .max(20_000, 'Prompt must be at most 20000 characters'),
});
const RestoreBody = z.object({
  revision: z.number({ error: 'revision must be a number' }).int().min(0),
});

/**
 * SPEC §7's prompt calls (GET /api/admin/prompts, PUT and test per service) plus the history:
 * every revision with who and when, and restoring one as a new revision.
 */
export const promptsAdminRoutes = (deps: RouteDeps & { testPrompt: PromptTester }): Router => {
  const router = Router();

  router.get('/prompts', async (_req, res) => {
    const stored = new Map((await listPrompts(deps.db)).map((p) => [p.service, p]));
    const prompts = Object.fromEntries(
      PROMPT_SERVICES.map((service) => {
        const p = stored.get(service);
        const d = DEFAULT_PROMPTS[service];
        return [
          service,
          {
            service,
            model: p?.model ?? d.model,
            description: p?.description ?? d.description,
            current: p?.prompt ?? d.prompt,
            updatedAt: p?.updatedAt ?? null,
          },
        ];
      }),
    );
    const times = [...stored.values()].map((p) => p.updatedAt).sort();
    res.json({
      prompts,
      metadata: {
        totalServices: PROMPT_SERVICES.length,
        timestamp: times[times.length - 1] ?? deps.clock().toISOString(),
      },
    });
  });

  router.put('/prompts/:service', async (req, res) => {
    const service = serviceParam(req.params.service);
    const admin = adminId(req);
    const { prompt } = parseWith(PromptBody, req.body);
    const result = await handlePromptCommand(deps.store, service, {
      type: 'RevisePrompt',
      data: { service, prompt },
      metadata: adminMetadata(deps.clock, admin),
    });
    await deps.waitForProjections(result.position);
    res.json({ service, prompt: prompt.trim(), changed: result.newEvents.length > 0 });
  });

  router.post('/prompts/:service/test', async (req, res) => {
    const service = serviceParam(req.params.service);
    res.json(await deps.testPrompt(service));
  });

  router.get('/prompts/:service/revisions', async (req, res) => {
    res.json(await listPromptRevisions(deps.db, serviceParam(req.params.service)));
  });

  router.post('/prompts/:service/restore', async (req, res) => {
    const service = serviceParam(req.params.service);
    const admin = adminId(req);
    const { revision } = parseWith(RestoreBody, req.body);
    const result = await handlePromptCommand(deps.store, service, {
      type: 'RestorePrompt',
      data: { service, revision },
      metadata: adminMetadata(deps.clock, admin),
    });
    await deps.waitForProjections(result.position);
    res.json({ service, restoredRevision: revision, changed: result.newEvents.length > 0 });
  });
  return router;
};
