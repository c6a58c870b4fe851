import express, { Router } from 'express';
import fs from 'node:fs';
import path from 'node:path';

/** Serves the built front end and answers every other browser path with the app shell. */
export const staticSite = (dir: string): Router => {
  const router = Router();
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return router;
  router.use(express.static(dir, { index: false, maxAge: '1h' }));
  router.get(/^(?!\/api\/|\/auth\/).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
};
