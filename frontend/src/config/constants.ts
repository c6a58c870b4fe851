export const PRODUCT_NAME = 'CurbHue';

// Notices (SPEC §9).
export const NOTICE_LIMIT = 1;
export const NOTICE_DURATION_MS = 5000;
export const NOTICE_REMOVE_DELAY_MS = 1_000_000;

// Logged-out detection → login redirect (SPEC §6, §9).
export const LOGIN_REDIRECT_DELAY_MS = 500;

// The four-step journey (SPEC §1).
export const JOURNEY_STEPS = [
  'Sign Up',
  'Upload Photo',
  'Select Color Scheme',
  'Preview & Download',
] as const;

// Visualizer step after load (SPEC §9).
export const DEFAULT_VISUALIZER_STEP = 2;

export const PAINT_PARTNERS = [
  'Sherwin-Williams',
  'Benjamin Moore',
  'Behr',
  'PPG',
  'Valspar',
] as const;

// Plans (SPEC §1, §9).
export const EXTRA_RENDERS_PRICE = '$5.00';
export const EXTRA_RENDERS_COUNT = 3;
export const FREE_RENDERS = 1;
export const SALES_EMAIL = 'sales@curbhue.com';
export const SALES_SUBJECT = 'Commercial Plan Inquiry';

// House photo upload (SPEC §5, §9).
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_ACCEPT = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/heic': ['.heic', '.HEIC'],
} as const;
// The analysis progress bar is fixed at this value (SPEC §4, §9).
export const ANALYSIS_PROGRESS = 60;

// Widths the server resizes images to (`?w=`); cards use the smallest.
export const IMAGE_WIDTHS = [480, 960, 1200, 1600] as const;

// HOA documents (SPEC §4, §5, §9).
export const HOA_MAX_BYTES = 25 * 1024 * 1024;
export const HOA_ACCEPT = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'text/plain': ['.txt'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const;
export const HOA_DOCUMENTS_POLL_MS = 5000;
export const HOA_STATUS_POLL_MS = 3000;
export const HOA_STATUS_RETRIES = 3;
export const HOA_STATUS_RETRY_DELAY_MS = 2000;
export const HOA_FAILED_CLEANUP_THRESHOLD = 3;
export const HOA_PROGRESS = { pending: 10, processing: 60, completed: 100, failed: 0 } as const;

// Admin prompts (SPEC §2, §9): refetched every 30 s; the editor has 12 rows.
export const ADMIN_PROMPTS_REFETCH_MS = 30_000;
export const PROMPT_EDITOR_ROWS = 12;
