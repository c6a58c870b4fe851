import { IMAGE_WIDTHS } from '../config/constants';

/** The same image URL at another width (`?w=`), keeping its other parameters. */
export function withWidth(url: string, width: number): string {
  const parsed = new URL(url, 'http://origin.invalid');
  parsed.searchParams.set('w', String(width));
  return url.startsWith('/') ? `${parsed.pathname}${parsed.search}` : parsed.toString();
}

/** A `srcset` of the server's resized copies, for the browser to pick the one it needs. */
export function srcSetOf(url: string, widths: readonly number[] = IMAGE_WIDTHS): string {
  return widths.map((width) => `${withWidth(url, width)} ${width}w`).join(', ');
}
