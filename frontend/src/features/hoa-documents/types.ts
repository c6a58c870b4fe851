/** SPEC §4: a document's processing status. */
export type HoaDocumentStatus = 'pending' | 'processing' | 'completed' | 'failed';

/** SPEC §3 HOA document, with what processing found out. */
export type HoaDocument = {
  id: string;
  fileName: string;
  fileUrl: string;
  objectPath: string;
  status: HoaDocumentStatus;
  createdAt: string;
  failureReason: string | null;
  colorCount: number;
  limits: string[];
};

/** GET /api/hoa-documents/{id}/status. */
export type DocumentStatus = {
  status: HoaDocumentStatus;
  fileName: string;
  hasColors: boolean;
  failureReason: string | null;
  limits: string[];
};

/** The closest colour in another brand, with its CIEDE2000 distance. */
export type ColorEquivalent = {
  manufacturer: string;
  code: string;
  name: string;
  hex: string;
  deltaE: number;
};

/** SPEC §3 Extracted colour. */
export type ExtractedColor = {
  name: string;
  code: string;
  rgb: string | null;
  manufacturer: string | null;
  description: string;
  equivalents: ColorEquivalent[];
};
