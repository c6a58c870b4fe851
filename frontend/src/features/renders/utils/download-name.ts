/** 'Warm Stone & Naval' → 'warm-stone-and-naval' (letters and digits, dashes between). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The local calendar date as yyyy-mm-dd. */
function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A downloaded result's file name: curbhue-<scheme>-<yyyy-mm-dd>.jpg (SPEC §1: a jpg). */
export function downloadFileName(
  schemeName: string | null | undefined,
  createdAt?: string,
): string {
  const slug = slugify(schemeName ?? '') || 'paint-visualization';
  const date = createdAt && !Number.isNaN(Date.parse(createdAt)) ? new Date(createdAt) : new Date();
  return `curbhue-${slug}-${isoDay(date)}.jpg`;
}
