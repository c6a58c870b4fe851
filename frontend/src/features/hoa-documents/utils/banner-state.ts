import type { HoaDocument } from '../types';

/** SPEC §4's HOA banner states. */
export type BannerState =
  | { kind: 'none' }
  | { kind: 'processing' }
  | { kind: 'completed' }
  /** Uploaded but not (successfully) processed: the newest such document. */
  | { kind: 'uploaded'; document: HoaDocument };

/** none → processing (any) → completed (any) → otherwise uploaded. */
export function bannerState(documents: HoaDocument[]): BannerState {
  if (documents.length === 0) return { kind: 'none' };
  if (documents.some((d) => d.status === 'processing')) return { kind: 'processing' };
  if (documents.some((d) => d.status === 'completed')) return { kind: 'completed' };
  return {
    kind: 'uploaded',
    document: documents.find((d) => d.status === 'pending') ?? documents[0]!,
  };
}
