import { en } from '@console/phrases';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../app/i18n';
import { fakeServer } from '../../../test/fakeServer';
import BatchSigningPage from './BatchSigningPage';

// pdf.js draws nothing in jsdom: the viewer is replaced by one that is read to its last page at once.
vi.mock('./DocumentPages', async () => {
  const { useEffect } = await import('react');
  return {
    default: function Pages(props: { documents: { name: string }[]; onReadAll: () => void }) {
      useEffect(() => props.onReadAll(), [props]);
      return <div data-testid="pages">{props.documents.map((d) => d.name).join(',')}</div>;
    },
  };
});

// The handwriting pad needs a canvas: replaced by one that hands back a drawing at once.
vi.mock('./DrawPad', () => ({
  default: function Pad(props: { onDone: (drawn: { drawn: string; preview: string }) => void }) {
    return (
      <button
        type="button"
        data-testid="pad-done"
        onClick={() => props.onDone({ drawn: 'iVBORw0KGgo=', preview: 'data:image/png;base64,iVBORw0KGgo=' })}
      >
        done
      </button>
    );
  },
}));

const patience = { timeout: 15_000 };
const batch = 'B'.repeat(43);
const token = 'T'.repeat(43);
let server: ReturnType<typeof fakeServer>;

const flow = (n: number, enterprise?: { id: string; name: string }) => ({
  signerId: `s${n}`,
  flowId: `f${n}`,
  title: `Lease ${n}`,
  deadlineAt: Date.now() + 86_400_000,
  kind: enterprise ? 'enterprise' : 'person',
  enterpriseId: enterprise?.id ?? null,
  enterpriseName: enterprise?.name ?? null,
  documents: [{ id: `d${n}`, name: `lease-${n}.pdf`, pages: 1, viewed: false }],
});
const opened = {
  batch,
  expiresAt: Date.now() + 7_200_000,
  signerName: '张*',
  maxChosen: 50,
  more: false,
  flows: [flow(1), flow(2), flow(3, { id: 'e1', name: 'Acme Ltd' })],
  parties: [
    {
      enterpriseId: null,
      enterpriseName: null,
      choices: [{ id: 'sig1', kind: 'personal', label: 'nameSeal', isDefault: true, pngBase64: 'iVBORw0KGgo=' }],
    },
    {
      enterpriseId: 'e1',
      enterpriseName: 'Acme Ltd',
      choices: [{ id: 'seal1', kind: 'enterprise', label: 'Contract seal', isDefault: false, pngBase64: 'iVBORw0KGgo=' }],
    },
  ],
};
const path = (step: string) => `/webgate/base/sign-flows/batch/${step}`;
const bodyOf = (p: string) => JSON.parse(String(server.calls.filter((c) => c.path === p).at(-1)!.body)) as Record<string, unknown>;
const checks = () => screen.getAllByTestId('batch-flow-check') as HTMLInputElement[];

beforeAll(async () => {
  await act(async () => void (await setLanguage('en', false)));
});
beforeEach(() => {
  server = fakeServer();
  sessionStorage.clear();
  vi.stubGlobal('location', { ...window.location, hash: '' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the batch signing page', { timeout: 60_000 }, () => {
  it('signed in: a flow is chosen only once read; one code for the chosen; one submit; each flow’s result', async () => {
    server.answer(`POST ${path('open-signed-in')}`, { data: opened });
    server.answer(`POST ${path('code')}`, { data: { resendAfter: 60, expiresAt: Date.now() + 300_000 } });
    server.answer(`POST ${path('sign')}`, {
      data: {
        results: [
          { signerId: 's1', flowId: 'f1', title: 'Lease 1', status: 'signed', flowStatus: 2, error: null },
          {
            signerId: 's3',
            flowId: 'f3',
            title: 'Lease 3',
            status: 'failed',
            flowStatus: null,
            error: 'This flow is no longer waiting for you',
          },
        ],
      },
    });
    render(<BatchSigningPage />);
    expect(await screen.findByTestId('batch-flows', undefined, patience)).toBeTruthy();
    expect(checks().map((c) => c.disabled)).toEqual([true, true, true]);
    // No seal or signature to pick before anything is chosen.
    expect(screen.queryByTestId('batch-picker')).toBeNull();

    // Read the first and the enterprise's flow; each becomes choosable.
    for (const i of [0, 2]) {
      fireEvent.click(screen.getAllByTestId('batch-flow-read')[i]!);
      expect((await screen.findByTestId('pages')).textContent).toBe(`lease-${i + 1}.pdf`);
      fireEvent.click(screen.getByTestId('batch-done-reading'));
      await screen.findByTestId('batch-flows');
    }
    expect(checks().map((c) => c.disabled)).toEqual([false, true, false]);
    fireEvent.click(screen.getByTestId('batch-choose-all'));
    expect(screen.getByTestId('batch-chosen-count').textContent).toBe('2 of at most 50 chosen');
    // The person's default signature and the enterprise's only seal are picked to begin with.
    expect(screen.getAllByTestId('batch-choice').map((c) => c.getAttribute('aria-checked'))).toEqual(['true', 'true']);

    // Confirming before a code was sent for this choice says so.
    fireEvent.change(screen.getByTestId('batch-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('batch-confirm'));
    expect(await screen.findByText(en.signFlowHosted.batch.needCode)).toBeTruthy();

    fireEvent.click(screen.getByTestId('batch-send'));
    await waitFor(() => expect(bodyOf(path('code'))).toEqual({ batch, signerIds: ['s1', 's3'] }));
    fireEvent.change(screen.getByTestId('batch-code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('batch-confirm'));
    fireEvent.click(screen.getByTestId('batch-confirm'));
    expect(await screen.findByTestId('batch-results', undefined, patience)).toBeTruthy();
    expect(server.calls.filter((c) => c.path === path('sign'))).toHaveLength(1);
    expect(bodyOf(path('sign'))).toEqual({ batch, code: '654321', signatureId: 'sig1', seals: [{ enterpriseId: 'e1', sealId: 'seal1' }] });
    expect(screen.getByTestId('batch-results').textContent).toContain('1 signed, 1 not signed');
    expect(screen.getByTestId('batch-result-failed').textContent).toContain('no longer waiting for you');
    expect(screen.getByTestId('batch-result-signed').textContent).toContain(en.signFlowHosted.batch.completed);
  });

  it('a person signs the chosen flows with a signature drawn on the page', async () => {
    server.answer(`POST ${path('open-signed-in')}`, { data: { ...opened, flows: [flow(1)], parties: [opened.parties[0]] } });
    server.answer(`POST ${path('code')}`, { data: { resendAfter: 60, expiresAt: Date.now() + 300_000 } });
    server.answer(`POST ${path('sign')}`, {
      data: { results: [{ signerId: 's1', flowId: 'f1', title: 'Lease 1', status: 'signed', flowStatus: 2, error: null }] },
    });
    render(<BatchSigningPage />);
    fireEvent.click((await screen.findAllByTestId('batch-flow-read', undefined, patience))[0]!);
    fireEvent.click(await screen.findByTestId('batch-done-reading'));
    await screen.findByTestId('batch-flows');
    fireEvent.click(screen.getByTestId('batch-choose-all'));
    fireEvent.click(screen.getByTestId('batch-draw'));
    fireEvent.click(await screen.findByTestId('pad-done'));
    // The drawing is the one picked; the saved signature no longer is.
    expect((await screen.findByTestId('batch-choice-drawn')).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('batch-choice').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByTestId('batch-send'));
    await waitFor(() => expect(bodyOf(path('code'))).toEqual({ batch, signerIds: ['s1'] }));
    fireEvent.change(screen.getByTestId('batch-code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('batch-confirm'));
    expect(await screen.findByTestId('batch-results', undefined, patience)).toBeTruthy();
    expect(bodyOf(path('sign'))).toEqual({ batch, code: '654321', drawn: 'iVBORw0KGgo=', seals: [] });
  });

  it('from a signing link: the link’s proof in this tab opens the batch', async () => {
    vi.stubGlobal('location', { ...window.location, hash: `#${token}` });
    sessionStorage.setItem(`console.signFlowProof.${token.slice(0, 16)}`, 'P'.repeat(43));
    server.answer(`POST ${path('open')}`, { data: { ...opened, flows: [] } });
    render(<BatchSigningPage />);
    expect((await screen.findByTestId('batch-empty', undefined, patience)).textContent).toContain(en.signFlowHosted.batch.none);
    expect(bodyOf(path('open'))).toEqual({ token, proof: 'P'.repeat(43) });
  });

  it('signed out and without a proven link: leads to sign-in', async () => {
    server.answer(`POST ${path('open-signed-in')}`, { code: -1, msg: 'Please sign in' });
    render(<BatchSigningPage />);
    expect((await screen.findByTestId('batch-signIn', undefined, patience)).textContent).toContain(en.signFlowHosted.batch.signIn);
  });
});
