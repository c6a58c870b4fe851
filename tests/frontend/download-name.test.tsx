import { describe, expect, it } from 'vitest';
import { downloadFileName, slugify } from '../../frontend/src/features/renders/utils/download-name';
import { srcSetOf, withWidth } from '../../frontend/src/lib/image-urls';

describe('download names', () => {
  it.each([
    ['Warm Stone & Naval', 'warm-stone-and-naval'],
    ['  Café Crème / Noir!  ', 'cafe-creme-noir'],
    ['Scheme 42', 'scheme-42'],
    ['', ''],
  ])('slugify(%j) is %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('names a download curbhue-<scheme>-<yyyy-mm-dd>.jpg, with a fallback scheme name', () => {
    expect(downloadFileName('Warm Stone & Naval', '2026-03-07T12:00:00.000Z')).toBe(
      'curbhue-warm-stone-and-naval-2026-03-07.jpg',
    );
    expect(downloadFileName(null, '2026-03-07T12:00:00.000Z')).toBe(
      'curbhue-paint-visualization-2026-03-07.jpg',
    );
    expect(downloadFileName('x'.repeat(200), '2026-03-07T12:00:00.000Z')).toMatch(
      /^curbhue-x{60}-2026-03-07\.jpg$/,
    );
  });
});

describe('image URLs', () => {
  it('sets the width and keeps the share token', () => {
    expect(withWidth('/api/renders/r-1/image?share=tok', 960)).toBe(
      '/api/renders/r-1/image?share=tok&w=960',
    );
    expect(withWidth('/api/renders/r-1/image?w=480', 1600)).toBe('/api/renders/r-1/image?w=1600');
    expect(srcSetOf('/api/renders/r-1/before', [480, 960])).toBe(
      '/api/renders/r-1/before?w=480 480w, /api/renders/r-1/before?w=960 960w',
    );
  });
});
