import sharp from 'sharp';
import type request from 'supertest';

/**
 * A generated house photo for tests (the real photos in shared/data must not be needed on a
 * fresh machine): sky, lawn, a tree, a grey-blue sided house with white trim, a red door,
 * dark windows and a roof, with a little lighting gradient and noise so it looks photographic.
 */
export const houseSvg = (width = 960, height = 640): string => {
  const siding = Array.from({ length: 22 }, (_, i) => {
    const y = 250 + i * 14;
    return `<line x1="200" y1="${y}" x2="760" y2="${y}" stroke="#5f7184" stroke-opacity="0.35" stroke-width="2"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 960 640">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8dc"/><stop offset="1" stop-color="#cfe2f3"/></linearGradient>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>
  </defs>
  <rect width="960" height="640" fill="url(#sky)"/>
  <rect y="560" width="960" height="80" fill="#4e8a3a"/>
  <circle cx="860" cy="470" r="90" fill="#3d6b2c"/><rect x="850" y="480" width="20" height="90" fill="#5b4030"/>
  <polygon points="170,250 480,110 790,250" fill="#4a4a4f"/>
  <rect x="170" y="246" width="620" height="14" fill="#f4f1ea"/>
  <rect x="200" y="250" width="560" height="310" fill="#8096ab"/>
  ${siding}
  <rect x="200" y="250" width="560" height="310" fill="url(#light)"/>
  <rect x="196" y="250" width="12" height="310" fill="#f4f1ea"/><rect x="752" y="250" width="12" height="310" fill="#f4f1ea"/>
  <rect x="262" y="318" width="116" height="106" fill="#f4f1ea"/><rect x="272" y="328" width="96" height="86" fill="#1f2a33"/>
  <rect x="582" y="318" width="116" height="106" fill="#f4f1ea"/><rect x="592" y="328" width="96" height="86" fill="#1f2a33"/>
  <rect x="240" y="318" width="18" height="106" fill="#2f3a2f"/><rect x="382" y="318" width="18" height="106" fill="#2f3a2f"/>
  <rect x="432" y="392" width="96" height="168" fill="#f4f1ea"/><rect x="442" y="402" width="76" height="158" fill="#9c2f2a"/>
  <circle cx="506" cy="484" r="4" fill="#d4af37"/>
  <rect x="420" y="556" width="120" height="10" fill="#b9b2a6"/>
</svg>`;
};

export const houseJpeg = async (width = 960, height = 640): Promise<Buffer> =>
  sharp(Buffer.from(houseSvg(width, height)))
    .resize(width, height)
    .jpeg({ quality: 90 })
    .toBuffer();

/** The visualizer's two calls: analyse the house photo, then render it in a scheme. */
export const renderHouse = async (
  agent: request.Agent,
  schemeId = 'classic-repose-gray',
): Promise<request.Response> => {
  const photo = await agent
    .post('/api/ai/analyze-image')
    .attach('image', await houseJpeg(), 'house.jpg');
  return agent.post('/api/renders').send({ schemeId, beforeImageUrl: photo.body.imageUrl });
};
