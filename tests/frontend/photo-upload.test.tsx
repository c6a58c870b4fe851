import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, fakeFetch, json, renderApp, signedIn, type FakeRoute } from './test-utils';
import {
  analysisResponse,
  currentStep,
  housePhoto,
  LOCAL_PREVIEW,
  schemeRoutes,
  SERVER_IMAGE,
  stubObjectUrls,
  uploadPhoto,
} from './visualizer-helpers';

const ANALYZE = '/api/ai/analyze-image';

function setup(analyze: FakeRoute) {
  const urls = stubObjectUrls();
  const fetch = fakeFetch({
    'GET /api/auth/user': signedIn(),
    ...schemeRoutes,
    [`POST ${ANALYZE}`]: analyze,
  });
  const app = renderApp('/visualizer');
  const analyzeCalls = () => fetch.calls.filter((call) => call.url === ANALYZE);
  return { ...app, ...fetch, urls, analyzeCalls };
}

const upload = () => screen.getByRole('region', { name: 'Upload Your House Photo' });
const notice = () => screen.getByRole('status', { name: '' });

describe('photo upload', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('starts empty with the drop zone texts and a reachable file input', async () => {
    setup(() => json(analysisResponse));
    const input = await screen.findByTestId('photo-input');
    expect(input).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Upload house photo')).toBe(input);
    expect(input).not.toHaveAttribute('multiple');
    const panel = upload();
    expect(within(panel).getByText('Drop files here or browse files')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Choose File' })).toBeInTheDocument();
    expect(within(panel).getByText('Upload JPG, PNG, HEIC files up to 10MB')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Upload Photo');
  });

  it('shows the local preview and the analysing state, then the analysis from the server', async () => {
    const pending = deferred<Response>();
    const { user, urls, analyzeCalls } = setup(() => pending.promise);
    const file = housePhoto();

    await user.upload(await screen.findByTestId('photo-input'), file);

    const photo = screen.getByRole('img', { name: 'Uploaded house photo' });
    expect(photo).toHaveAttribute('src', LOCAL_PREVIEW);
    expect(screen.getByText('Uploading and analyzing...')).toBeInTheDocument();
    expect(screen.getByText('Analyzing Your House...')).toBeInTheDocument();
    expect(screen.getByText('This usually takes 5-10 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Analysis progress' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(screen.getByRole('button', { name: 'Upload Different Photo' })).toBeDisabled();
    const [call] = analyzeCalls();
    expect(call?.body).toBeInstanceOf(FormData);
    expect((call?.body as FormData).get('image')).toBe(file);

    pending.resolve(json(analysisResponse));

    const result = await screen.findByRole('region', { name: 'AI Analysis Complete' });
    const lines = within(result)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual(['Body:SW 7015 Repose Gray', 'Trim:Detected', 'Accents:Detected']);
    expect(within(result).getByText('Style:').parentElement).toHaveTextContent('Style: Colonial');
    expect(screen.getByRole('img', { name: 'Uploaded house photo' })).toHaveAttribute(
      'src',
      SERVER_IMAGE,
    );
    expect(urls.revoke).toHaveBeenCalledWith(LOCAL_PREVIEW);
    expect(screen.queryByText('Analyzing Your House...')).not.toBeInTheDocument();
    expect(notice()).toHaveTextContent('Analysis Complete');
    expect(notice()).toHaveTextContent('Detected 3 surface areas');
    expect(currentStep()).toHaveTextContent('Select Color Scheme');
  });

  it('without an analysis wrapper the answer is the analysis; without imageUrl the preview stays', async () => {
    const { user, urls } = setup(() => json({ surfaces: {}, architecture: {} }));

    await uploadPhoto(user);

    expect(
      screen.getByText('Image analyzed and ready for paint visualization'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Style:')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Uploaded house photo' })).toHaveAttribute(
      'src',
      LOCAL_PREVIEW,
    );
    expect(urls.revoke).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalled();
    expect(notice()).toHaveTextContent('Image analyzed successfully');
    expect(currentStep()).toHaveTextContent('Select Color Scheme');
  });

  it("shows 'Analysis Failed' and the server's message on failure", async () => {
    const message = 'Unsupported file: please upload a JPEG, PNG, WebP or HEIC image';
    const { user } = setup(() => json({ message }, 422));

    await user.upload(await screen.findByTestId('photo-input'), housePhoto());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Analysis Failed');
    expect(alert).toHaveTextContent(message);
    const panel = upload();
    expect(within(panel).getByText('Analysis Failed')).toBeInTheDocument();
    expect(
      within(panel).getByText('Please try uploading again or choose a different image.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByText('AI Analysis Complete')).not.toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Uploaded house photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Different Photo' })).toBeEnabled();
    expect(currentStep()).toHaveTextContent('Upload Photo');
  });

  it("falls back to 'Failed to analyze image. Please try again.'", async () => {
    const { user } = setup(() => {
      throw new TypeError('Failed to fetch');
    });

    await user.upload(await screen.findByTestId('photo-input'), housePhoto());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Analysis Failed');
    expect(alert).toHaveTextContent('Failed to analyze image. Please try again.');
  });

  it("'Upload Different Photo' clears the photo and the analysis", async () => {
    const { user } = setup(() => json(analysisResponse));
    await uploadPhoto(user);
    expect(currentStep()).toHaveTextContent('Select Color Scheme');

    await user.click(screen.getByRole('button', { name: 'Upload Different Photo' }));

    expect(screen.queryByRole('img', { name: 'Uploaded house photo' })).not.toBeInTheDocument();
    expect(screen.queryByText('AI Analysis Complete')).not.toBeInTheDocument();
    expect(screen.getByText('Drop files here or browse files')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Upload Photo');
  });

  it('lists a too-large file with react-dropzone’s message and does not upload it', async () => {
    const { user, analyzeCalls } = setup(() => json(analysisResponse));
    const big = housePhoto('big.jpg');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });

    await user.upload(await screen.findByTestId('photo-input'), big);

    expect(await screen.findByText('File is larger than 10485760 bytes')).toBeInTheDocument();
    expect(screen.getByText('big.jpg')).toBeInTheDocument();
    expect(analyzeCalls()).toHaveLength(0);
    expect(screen.queryByRole('img', { name: 'Uploaded house photo' })).not.toBeInTheDocument();
  });

  it('lists a wrong file type with react-dropzone’s message', async () => {
    const { analyzeCalls } = setup(() => json(analysisResponse));
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(
      await screen.findByTestId('photo-input'),
      housePhoto('notes.txt', 'text/plain'),
    );

    expect(
      await screen.findByText('File type must be one of .jpeg, .jpg, .png, .webp, .heic'),
    ).toBeInTheDocument();
    expect(analyzeCalls()).toHaveLength(0);
  });

  it("rejects two dropped files with 'Too many files'", async () => {
    const { analyzeCalls } = setup(() => json(analysisResponse));
    const zone = await screen.findByTestId('photo-dropzone');
    const files = [housePhoto('a.jpg'), housePhoto('b.jpg')];

    fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });

    await waitFor(() => expect(screen.getAllByText('Too many files')).toHaveLength(2));
    expect(analyzeCalls()).toHaveLength(0);
  });

  it("says 'Drop your photo here' while a file is dragged over", async () => {
    setup(() => json(analysisResponse));
    const zone = await screen.findByTestId('photo-dropzone');
    const file = housePhoto();

    fireEvent.dragEnter(zone, {
      dataTransfer: {
        files: [file],
        items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
        types: ['Files'],
      },
    });

    expect(await screen.findByText('Drop your photo here')).toBeInTheDocument();
  });
});
