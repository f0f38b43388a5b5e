import type { EnterpriseReviewDetail } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../../api/http';
import { DocumentImages } from './DocumentImages';

let sent: Headers[];
let answer: () => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What §7 asks of every request the console sends. */
function expectConsoleHeaders(headers: Headers) {
  expect(headers.get('platformType')).toBe('company');
  expect(headers.get('appCode')).toBe('company');
  expect(headers.get('Access-Source')).toBe('pc');
  expect(headers.get('Accept-Language')).toBe('zh');
}

beforeEach(() => {
  sent = [];
  configureHttp({
    fetch: async (_input, init = {}) => {
      sent.push(new Headers(init.headers));
      return answer();
    },
    notifyError: () => undefined,
    onSignedOut: () => undefined,
    language: () => 'zh',
    text: (key) => key,
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// antd renders slowly in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 15_000 };

describe('review documents in the back office', { timeout: 60_000 }, () => {
  const detail = {
    id: 'app-1',
    application: { documents: { licenceFileId: 'f1', letterFileId: 'f2' } },
  } as unknown as EnterpriseReviewDetail;
  const renderDocuments = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DocumentImages detail={detail} />
      </QueryClientProvider>,
    );

  it('are fetched with the §7 headers and shown from the fetched file', async () => {
    answer = () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } });
    let made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:image-${(made += 1)}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderDocuments();
    await waitFor(
      () => expect(screen.getAllByRole('img').map((i) => i.getAttribute('src'))).toEqual(['blob:image-1', 'blob:image-2']),
      patience,
    );
    expect(sent).toHaveLength(2);
    for (const headers of sent) expectConsoleHeaders(headers);
  });

  it('a JSON refusal is said in the image\u2019s place, as its message', async () => {
    answer = () => json({ code: 1000404, msg: 'The document was not found', data: null }, 404);
    renderDocuments();
    await waitFor(() => expect(screen.getAllByText('The document was not found')).toHaveLength(2), patience);
    expect(screen.queryAllByRole('img').filter((i) => i.tagName === 'IMG')).toHaveLength(0);
    expect(document.body.textContent).not.toContain('"code"');
  });
});
