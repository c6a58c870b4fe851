import http from 'node:http';
import sharp from 'sharp';

export type OpenAiCall = {
  path: string;
  body: Record<string, unknown> | Record<string, string>;
  files: string[];
};

/**
 * A local HTTP server speaking the two OpenAI endpoints the engines use. Chat completions answer
 * `analysis` as the model's JSON (or, when given, what `chat` returns for the request body: e.g.
 * HOA colours for a request that holds a document); image edits answer the uploaded image with
 * EVERY pixel changed (colours inverted), like an edit model that ignores what it was told to
 * keep. `failWith` makes both answer that HTTP status instead.
 */
export const startOpenAiServer = async (options: {
  analysis?: unknown;
  chat?: (body: Record<string, unknown>) => unknown;
  failWith?: number;
}) => {
  const calls: OpenAiCall[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks);
        const json = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (options.failWith) {
          calls.push({ path: req.url ?? '', body: {}, files: [] });
          return json(options.failWith, {
            error: { type: 'server_error', message: 'The model is overloaded' },
          });
        }
        if (req.url === '/v1/chat/completions') {
          const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
          calls.push({ path: req.url, body, files: [] });
          const answer = options.chat ? options.chat(body) : options.analysis;
          return json(200, {
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: 'gpt-4o-mini',
            choices: [
              {
                index: 0,
                finish_reason: 'stop',
                message: {
                  role: 'assistant',
                  content: typeof answer === 'string' ? answer : JSON.stringify(answer),
                },
              },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          });
        }
        if (req.url === '/v1/images/edits') {
          const form = await new Response(raw, {
            headers: { 'content-type': req.headers['content-type'] ?? '' },
          }).formData();
          const fields: Record<string, string> = {};
          const files: string[] = [];
          form.forEach((value, key) => {
            if (typeof value === 'string') fields[key] = value;
            else files.push(key);
          });
          calls.push({ path: req.url, body: fields, files });
          const image = form.get('image') as File;
          const edited = await sharp(Buffer.from(await image.arrayBuffer()))
            .negate({ alpha: false })
            .png()
            .toBuffer();
          return json(200, {
            created: Math.floor(Date.now() / 1000),
            data: [{ b64_json: edited.toString('base64') }],
          });
        }
        json(404, { error: { message: 'unknown endpoint' } });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    baseURL: `http://127.0.0.1:${address.port}/v1`,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
