import type { Request } from 'express';
import type { Knex } from 'knex';
import { findSharedRender, SHARE_TOKEN_RE } from '../../../projections/renders/index.ts';

/** The link-preview image: big enough for messengers' large cards, a JPEG for every crawler. */
export const PREVIEW_IMAGE_WIDTH = 1200;
const SITE = 'CurbHue';

export type PageMeta = {
  title: string;
  description: string;
  url: string;
  image?: { url: string; alt: string };
};

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** PUBLIC_BASE_URL when set (behind a proxy), else the address the request came to. */
export const publicOrigin = (req: Request, publicBaseUrl?: string): string =>
  (publicBaseUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`).replace(/\/+$/, '');

/** Open Graph and Twitter card tags for /share/<token>, from the renders read model. */
export const sharePageMeta =
  (db: Knex, publicBaseUrl?: string) =>
  async (req: Request, token: string): Promise<PageMeta> => {
    const origin = publicOrigin(req, publicBaseUrl);
    const url = `${origin}/share/${encodeURIComponent(token)}`;
    const shared = SHARE_TOKEN_RE.test(token) ? await findSharedRender(db, token) : undefined;
    if (!shared)
      return {
        title: `Paint Visualization · ${SITE}`,
        description: 'Preview new exterior paint colors on a photo of your house with CurbHue.',
        url,
      };
    const { name, manufacturer, swatches } = shared.scheme;
    const image = new URL(shared.afterImageUrl, origin);
    image.searchParams.set('w', String(PREVIEW_IMAGE_WIDTH));
    return {
      title: `${name} · Paint Visualization Result · ${SITE}`,
      description:
        `A house repainted in ${name} by ${manufacturer}: body ${swatches.body.label}, ` +
        `trim ${swatches.trim.label}, accent ${swatches.accent.label}. Try ${SITE} free.`,
      url,
      image: { url: image.toString(), alt: `The house painted in ${name}` },
    };
  };

/** The app shell with the page's title and preview tags (every value HTML-escaped). */
export const withPageMeta = (html: string, meta: PageMeta): string => {
  const tag = (attr: 'property' | 'name', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    tag('property', 'og:site_name', SITE),
    tag('property', 'og:type', 'website'),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    ...(meta.image
      ? [
          tag('property', 'og:image', meta.image.url),
          tag('property', 'og:image:type', 'image/jpeg'),
          tag('property', 'og:image:alt', meta.image.alt),
          tag('name', 'twitter:image', meta.image.url),
          tag('name', 'twitter:image:alt', meta.image.alt),
        ]
      : []),
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace('</head>', `    ${tags}\n  </head>`);
};
