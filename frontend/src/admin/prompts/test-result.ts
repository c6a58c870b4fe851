/** What 'Test Service' gave for a service: the response, or the error's message. */
export type TestResult = { ok: true; response: unknown } | { ok: false; message: string };
