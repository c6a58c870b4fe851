import { HOA_FAILED_CLEANUP_THRESHOLD } from '../../../config/constants';
import type { HoaDocument } from '../types';

export type CleanedList = {
  /** The documents to show. */
  visible: HoaDocument[];
  /** The failed documents hidden by the cleanup ([] when under the threshold). */
  hidden: HoaDocument[];
};

/** SPEC §4: when more than 3 documents have failed, every failed one is hidden from the list. */
export function cleanUpFailed(documents: HoaDocument[]): CleanedList {
  const failed = documents.filter((document) => document.status === 'failed');
  if (failed.length <= HOA_FAILED_CLEANUP_THRESHOLD) return { visible: documents, hidden: [] };
  return { visible: documents.filter((document) => document.status !== 'failed'), hidden: failed };
}

const NOTIFIED_KEY = 'curbhue.hoa.cleanup-notified';

const readNotified = (): Set<string> => {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(NOTIFIED_KEY) ?? '[]');
    return new Set(Array.isArray(saved) ? saved.filter((id) => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
};

/**
 * The one-time toast: true the first time a set of hidden documents is seen (in this browser),
 * false afterwards; remembers them.
 */
export function firstTimeHidden(hidden: HoaDocument[]): boolean {
  if (hidden.length === 0) return false;
  const notified = readNotified();
  const fresh = hidden.filter((document) => !notified.has(document.id));
  if (fresh.length === 0) return false;
  try {
    const ids = [...notified, ...fresh.map((document) => document.id)].slice(-200);
    window.localStorage.setItem(NOTIFIED_KEY, JSON.stringify(ids));
  } catch {
    // Storage unavailable (private mode): the toast may show again next time.
  }
  return true;
}
