import OpenAI from 'openai';

/** Image calls are slow: a generous timeout, and no SDK retries (the engines fall back instead). */
export const IMAGE_CALL_TIMEOUT_MS = 180_000;

export const createOpenAiClient = (options: { apiKey: string; baseURL?: string }): OpenAI =>
  new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    maxRetries: 0,
    timeout: IMAGE_CALL_TIMEOUT_MS,
  });
