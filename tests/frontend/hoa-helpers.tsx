import { json } from './test-utils';

export const DOC_ID = '6f1b0c9e-3a52-4c1d-9d2e-7a8b9c0d1e2f';

/** A document as GET /api/hoa-documents answers it. */
export const hoaDocument = (overrides: Record<string, unknown> = {}) => ({
  id: DOC_ID,
  fileName: 'palette.pdf',
  fileUrl: `/api/uploads/hoa-uploads/user-1/${DOC_ID}`,
  objectPath: `hoa-uploads/user-1/${DOC_ID}`,
  status: 'pending',
  createdAt: '2026-11-23T10:00:00.000Z',
  failureReason: null,
  colorCount: 0,
  limits: [],
  ...overrides,
});

export const failedDocuments = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    hoaDocument({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      fileName: `broken-${i}.pdf`,
      status: 'failed',
      failureReason: 'This PDF is damaged and cannot be read.',
    }),
  );

/** Extracted colours as GET .../colors answers them. */
export const extractedColors = [
  {
    name: 'Repose Gray',
    code: 'SW 7015',
    rgb: '#CCC9C0',
    manufacturer: 'Sherwin-Williams',
    description: 'Body: SW 7015 Repose Gray',
    equivalents: [
      {
        manufacturer: 'Benjamin Moore',
        code: 'OC-23',
        name: 'Classic Gray',
        hex: '#D6D3CB',
        deltaE: 2.41,
      },
    ],
  },
  {
    name: 'Alabaster',
    code: 'SW 7008',
    rgb: '#EDEAE0',
    manufacturer: 'Sherwin-Williams',
    description: 'Trim: SW 7008 Alabaster',
    equivalents: [],
  },
  {
    name: 'Hale Navy',
    code: 'HC-154',
    rgb: '#434C56',
    manufacturer: 'Benjamin Moore',
    description: 'Doors: BM HC-154 Hale Navy',
    equivalents: [],
  },
];

export const statusAnswer = (status: string, extra: Record<string, unknown> = {}) =>
  json({
    id: DOC_ID,
    status,
    fileName: 'palette.pdf',
    hasColors: status === 'completed',
    limits: [],
    ...extra,
  });
