import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissNotice } from '../../frontend/src/components/ui/notices';
import { DOC_ID, failedDocuments, hoaDocument } from './hoa-helpers';
import { deferred, fakeFetch, json, renderApp, signedIn, type FakeRoute } from './test-utils';

const UPLOAD_URL = `/api/uploads/hoa-uploads/user-1/${DOC_ID}?expires=1&signature=s`;

function setup(routes: Record<string, FakeRoute> = {}, documents: unknown[] = []) {
  let list = documents;
  const fetch = fakeFetch({
    'GET /api/auth/user': signedIn(),
    'GET /api/hoa-documents': () => json(list),
    ...routes,
  });
  const app = renderApp('/hoa');
  const callsTo = (method: string, url: string) =>
    fetch.calls.filter((call) => call.method === method && call.url === url);
  return { ...app, ...fetch, callsTo, setList: (next: unknown[]) => (list = next) };
}

const pdf = (name = 'palette.pdf', size = 2048, type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });
const documents = () => screen.findByRole('region', { name: 'Your Documents' });
const notice = () => screen.getByRole('status', { name: '' });

describe('HOA document manager', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the title, the dropzone, How It Works and the way to the visualizer and dashboard', async () => {
    setup();

    expect(
      await screen.findByRole('heading', { name: 'HOA Document Manager' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    for (const step of ['Upload', 'AI Processing', 'Create Schemes', 'Visualize'])
      expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Visualizer' })).toHaveAttribute(
      'href',
      '/visualizer',
    );
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const input = screen.getByTestId('hoa-input');
    expect(input).not.toHaveAttribute('multiple');
    expect(input.getAttribute('accept')).toContain('.docx');
    expect(await within(await documents()).findByText(/No documents yet/)).toBeInTheDocument();
  });

  it('lists refused files with their reasons and uploads nothing', async () => {
    const { callsTo } = setup();
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByTestId('hoa-input');

    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText('setup.exe')).toBeInTheDocument();
    expect(
      screen.getByText('File type must be one of pdf, jpeg, jpg, png, webp, txt, doc, docx'),
    ).toBeInTheDocument();

    await user.upload(input, pdf('huge.pdf', 25 * 1024 * 1024 + 1));
    expect(await screen.findByText('huge.pdf')).toBeInTheDocument();
    expect(screen.getByText('File is larger than 26214400 bytes')).toBeInTheDocument();

    fireEvent.drop(await screen.findByTestId('hoa-dropzone'), {
      dataTransfer: { files: [pdf('a.pdf'), pdf('b.pdf')], types: ['Files'] },
    });
    await waitFor(() => expect(screen.getAllByText('Too many files')).toHaveLength(2));
    expect(callsTo('POST', '/api/hoa-documents/upload-url')).toHaveLength(0);
  });

  it('uploads a file: upload URL, one PUT of the raw file with its type, then registration', async () => {
    const put = deferred<Response>();
    const { user, callsTo, setList } = setup({
      'POST /api/hoa-documents/upload-url': () =>
        json({ uploadURL: UPLOAD_URL, objectPath: `hoa-uploads/user-1/${DOC_ID}` }),
      [`PUT ${UPLOAD_URL}`]: () => put.promise,
      'POST /api/hoa-documents': () => {
        setList([hoaDocument()]);
        return json({ id: DOC_ID, fileName: 'palette.pdf' }, 201);
      },
    });
    const file = pdf();

    await user.upload(await screen.findByTestId('hoa-input'), file);

    expect(await screen.findByText('Uploading palette.pdf...')).toBeInTheDocument();
    put.resolve(json({ objectPath: `hoa-uploads/user-1/${DOC_ID}` }));
    expect(await within(await documents()).findByText('palette.pdf')).toBeInTheDocument();
    const [upload] = callsTo('PUT', UPLOAD_URL);
    expect(upload?.body).toBe(file);
    expect(upload?.headers.get('Content-Type')).toBe('application/pdf');
    expect(callsTo('POST', '/api/hoa-documents')[0]?.body).toEqual({
      fileName: 'palette.pdf',
      fileUrl: `${window.location.origin}/api/uploads/hoa-uploads/user-1/${DOC_ID}`,
      objectPath: `hoa-uploads/user-1/${DOC_ID}`,
    });
    expect(
      within(await documents()).getByRole('button', { name: 'Start Processing' }),
    ).toBeInTheDocument();
  });

  it("shows 'Upload Failed' with the storage's reason when the PUT is refused", async () => {
    const { user, callsTo } = setup({
      'POST /api/hoa-documents/upload-url': () =>
        json({ uploadURL: UPLOAD_URL, objectPath: `hoa-uploads/user-1/${DOC_ID}` }),
      [`PUT ${UPLOAD_URL}`]: () => json({ message: 'File type must be one of pdf, …' }, 415),
    });

    await user.upload(await screen.findByTestId('hoa-input'), pdf());

    const notice = (await screen.findByText('Upload Failed')).closest('[role="alert"]');
    expect(notice).toHaveTextContent(
      'Failed to upload file to storage: File type must be one of pdf, …',
    );
    expect(callsTo('POST', '/api/hoa-documents')).toHaveLength(0);
  });

  it("'Start Processing' starts a pending document and says so", async () => {
    const { user, callsTo, setList } = setup(
      {
        [`POST /api/hoa-documents/${DOC_ID}/parse`]: () => {
          setList([hoaDocument({ status: 'processing' })]);
          return json({ id: DOC_ID, status: 'processing' }, 202);
        },
      },
      [hoaDocument()],
    );

    await user.click(
      await within(await documents()).findByRole('button', { name: 'Start Processing' }),
    );

    await waitFor(() => expect(notice()).toHaveTextContent('Parsing Started'));
    expect(notice()).toHaveTextContent('may take a few minutes.');
    expect(await within(await documents()).findByText('Processing...')).toBeInTheDocument();
    expect(within(await documents()).getByRole('link', { name: 'View Progress' })).toHaveAttribute(
      'href',
      `/hoa/schemes/${DOC_ID}`,
    );
    expect(callsTo('POST', `/api/hoa-documents/${DOC_ID}/parse`)).toHaveLength(1);
  });

  it.each([
    [503, 'Service Temporarily Unavailable'],
    [409, 'Parsing Failed'],
  ])('when starting answers %i, then the notice is %s', async (status, title) => {
    const { user } = setup(
      {
        [`POST /api/hoa-documents/${DOC_ID}/parse`]: () => json({ message: 'No' }, status),
      },
      [hoaDocument()],
    );

    await user.click(
      await within(await documents()).findByRole('button', { name: 'Start Processing' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(title);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('a failed document shows why and can be started again; a completed one links to its colours', async () => {
    setup({}, [
      hoaDocument({
        status: 'failed',
        fileName: 'scan.pdf',
        failureReason: 'This PDF is damaged and cannot be read.',
      }),
      hoaDocument({ id: 'b2', fileName: 'rules.docx', status: 'completed', colorCount: 3 }),
    ]);

    const failed = await within(await documents()).findByRole('listitem', { name: 'scan.pdf' });
    expect(failed).toHaveTextContent(
      'Document processing failed. Please try uploading again or contact support.',
    );
    expect(failed).toHaveTextContent('This PDF is damaged and cannot be read.');
    expect(within(failed).getByRole('button', { name: 'Start Processing' })).toBeInTheDocument();
    const done = within(await documents()).getByRole('listitem', { name: 'rules.docx' });
    expect(done).toHaveTextContent('3 colors found');
    expect(within(done).getByRole('link', { name: 'View Color Schemes' })).toHaveAttribute(
      'href',
      '/hoa/schemes/b2',
    );
  });

  it('deletes a document only after confirmation', async () => {
    const { user, callsTo, setList } = setup(
      {
        [`DELETE /api/hoa-documents/${DOC_ID}`]: () => {
          setList([]);
          return json({ id: DOC_ID, deleted: true });
        },
      },
      [hoaDocument()],
    );

    await user.click(await screen.findByRole('button', { name: 'Delete palette.pdf' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('DELETE', `/api/hoa-documents/${DOC_ID}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete palette.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(notice()).toHaveTextContent('Document Deleted'));
    expect(callsTo('DELETE', `/api/hoa-documents/${DOC_ID}`)).toHaveLength(1);
    expect(await within(await documents()).findByText(/No documents yet/)).toBeInTheDocument();
  });

  it("shows 'Delete Failed' when the server refuses", async () => {
    const { user } = setup(
      { [`DELETE /api/hoa-documents/${DOC_ID}`]: () => json({ message: 'nope' }, 500) },
      [hoaDocument()],
    );

    await user.click(await screen.findByRole('button', { name: 'Delete palette.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Delete Failed');
  });

  it('with 3 failed documents they all stay listed', async () => {
    setup({}, failedDocuments(3));

    expect(await within(await documents()).findAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('All documents hidden due to cleanup')).not.toBeInTheDocument();
  });

  it('above 3 failed documents every failed one is hidden, with a one-time notice', async () => {
    const first = setup({}, [...failedDocuments(4), hoaDocument({ id: 'ok', fileName: 'ok.pdf' })]);

    expect(
      await within(await documents()).findByRole('listitem', { name: 'ok.pdf' }),
    ).toBeInTheDocument();
    expect(within(await documents()).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(await documents()).getByText(/4 failed documents are hidden/),
    ).toBeInTheDocument();
    await waitFor(() => expect(notice()).toHaveTextContent('Failed Documents Hidden'));
    first.unmount();
    dismissNotice();

    setup({}, failedDocuments(4));
    expect(
      await within(await documents()).findByText('All documents hidden due to cleanup'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed Documents Hidden')).not.toBeInTheDocument();
  });
});
