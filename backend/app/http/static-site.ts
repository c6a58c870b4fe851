import express, { Router, type Request } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { withPageMeta, type PageMeta } from './share-preview.ts';

export type StaticSiteOptions = {
  /** Preview tags for /share/<token>, put into the HTML so crawlers without JavaScript see them. */
  sharePageMeta?: (req: Request, token: string) => Promise<PageMeta>;
};

/** Serves the built front end and answers every other browser path with the app shell. */
export const staticSite = (dir: string, options: StaticSiteOptions = {}): Router => {
  const router = Router();
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return router;
  router.use(express.static(dir, { index: false, maxAge: '1h' }));
  const { sharePageMeta } = options;
  if (sharePageMeta) {
    const shell = fs.readFileSync(index, 'utf8');
    router.get('/share/:shareToken', async (req, res) => {
      const meta = await sharePageMeta(req, String(req.params.shareToken));
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(withPageMeta(shell, meta));
    });
  }
  router.get(/^(?!\/api\/|\/auth\/).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
};
