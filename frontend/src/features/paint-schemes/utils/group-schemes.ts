import type { CustomScheme, PaintScheme, Scheme } from '../types';

export type SchemeGroup = { name: string; schemes: Scheme[] };

export const HOA_GROUP = 'HOA Schemes';
export const CUSTOM_GROUP = 'Your HOA Schemes';
export const OTHER_CATEGORY = 'Other';
/** SPEC §3: this category is left out of the grouped (popular) list. */
export const HOA_CATEGORY = 'HOA Approved';

/** Groups expanded when first shown (SPEC §2). */
export const EXPANDED_BY_DEFAULT: readonly string[] = [HOA_GROUP, CUSTOM_GROUP];

/**
 * The popular view: grouped by category in order of first appearance, a
 * missing category as 'Other' (last), the 'HOA Approved' category left out.
 */
export function groupByCategory(schemes: PaintScheme[]): SchemeGroup[] {
  const groups = new Map<string, Scheme[]>();
  for (const scheme of schemes) {
    if (scheme.category === HOA_CATEGORY) continue;
    const name = scheme.category ?? OTHER_CATEGORY;
    groups.set(name, [...(groups.get(name) ?? []), scheme]);
  }
  const list = [...groups].map(([name, members]) => ({ name, schemes: members }));
  return [
    ...list.filter((group) => group.name !== OTHER_CATEGORY),
    ...list.filter((group) => group.name === OTHER_CATEGORY),
  ];
}

/** The HOA view: the HOA-approved schemes, then the user's custom ones when there are any. */
export function hoaGroups(schemes: PaintScheme[], customSchemes: CustomScheme[]): SchemeGroup[] {
  const groups: SchemeGroup[] = [];
  if (schemes.length > 0) groups.push({ name: HOA_GROUP, schemes });
  if (customSchemes.length > 0) groups.push({ name: CUSTOM_GROUP, schemes: customSchemes });
  return groups;
}

export const countSchemes = (groups: SchemeGroup[]) =>
  groups.reduce((total, group) => total + group.schemes.length, 0);

/** The availability count line. */
export function availabilityText(count: number, view: 'hoa' | 'popular'): string {
  const kind = view === 'hoa' ? 'HOA-approved' : 'popular';
  return `${count} ${kind} ${count === 1 ? 'scheme' : 'schemes'} available`;
}

/** Display name of a scheme (SPEC §2: 'Scheme {id}' when there is no name). */
export const schemeDisplayName = (scheme: { id: string; name: string | null }) =>
  scheme.name ?? `Scheme ${scheme.id}`;
