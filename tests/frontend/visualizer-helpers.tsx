import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { json, type FakeRoute } from './test-utils';

export const LOCAL_PREVIEW = 'blob:local-preview';
export const SERVER_IMAGE = '/api/photos/p-1/image';

/** jsdom has no object URLs; the upload panel previews files with them. */
export function stubObjectUrls() {
  const create = vi.fn(() => LOCAL_PREVIEW);
  const revoke = vi.fn();
  URL.createObjectURL = create;
  URL.revokeObjectURL = revoke;
  return { create, revoke };
}

export const housePhoto = (name = 'house.jpg', type = 'image/jpeg') =>
  new File(['fake image bytes'], name, { type });

export const analysisResponse = {
  analysis: {
    surfaces: {
      mainBody: { currentColor: 'SW 7015 Repose Gray', hex: '#CCC9C0' },
      trim: { hex: '#FFFFFF' },
      accents: {},
    },
    architecture: { style: 'Colonial' },
  },
  imageUrl: SERVER_IMAGE,
};

export const analyzeOk: FakeRoute = () => json(analysisResponse);

const colors = {
  bodyColor: '#D6D2CC,#EFEDE6,#4C4238',
  trimColor: '#D6D2CC,#EFEDE6,#4C4238',
  accentColor: '#D6D2CC,#EFEDE6,#4C4238',
  bodyColorCode: 'SW 7015,SW 7006,SW 7048',
  trimColorCode: 'SW 7015,SW 7006,SW 7048',
  accentColorCode: 'SW 7015,SW 7006,SW 7048',
};

export const paintSchemes = [
  {
    id: 'cn-1',
    name: 'Classic Cream',
    schemeCode: 'CN-1',
    category: 'Classic Neutrals',
    manufacturer: 'Sherwin-Williams',
    isHoaApproved: false,
    colorSelectionType: 'swap',
    ...colors,
  },
];

export const customSchemes = [
  { id: 'abc', name: 'My Sage', schemeCode: 'HOA-1', ...colors, documentId: 'doc-1' },
];

/** The routes every visualizer test needs besides the current user. */
export const schemeRoutes: Record<string, FakeRoute> = {
  'GET /api/paint-schemes?hoaOnly=false': () => json(paintSchemes),
  'GET /api/paint-schemes?hoaOnly=true': () => json([]),
  'GET /api/users/user-1/custom-schemes': () => json(customSchemes),
};

export const currentStep = () => screen.getByRole('listitem', { current: 'step' });

/** Uploads a photo and waits until the analysis is shown. */
export async function uploadPhoto(user: UserEvent, file = housePhoto()) {
  await user.upload(await screen.findByTestId('photo-input'), file);
  await screen.findByText('AI Analysis Complete');
}
