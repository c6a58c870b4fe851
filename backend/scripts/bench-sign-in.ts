/** The OAuth code flow with the local provider, as a browser does it; returns the session cookie. */
export const signIn = async (baseUrl: string, email: string): Promise<string> => {
  const jar = new Map<string, string>();
  const keep = (res: Response) =>
    res.headers.getSetCookie().forEach((c) => {
      const pair = c.split(';')[0]!;
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    });
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const start = await fetch(`${baseUrl}/auth/google?login_hint=${encodeURIComponent(email)}`, {
    redirect: 'manual',
  });
  keep(start);
  const provider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  const callback = await fetch(provider.headers.get('location')!, {
    redirect: 'manual',
    headers: { cookie: cookie() },
  });
  keep(callback);
  return cookie();
};
