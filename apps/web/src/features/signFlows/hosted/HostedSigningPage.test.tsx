import { en } from '@console/phrases';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../app/i18n';
import { fakeServer } from '../../../test/fakeServer';
import HostedSigningPage from './HostedSigningPage';

// pdf.js draws nothing in jsdom: the viewer is replaced by one that shows the fields and is read at once.
vi.mock('./DocumentPages', async () => {
  const { useEffect } = await import('react');
  return {
    default: function Pages(props: { fields: { id: string }[]; onVisit: (id: string) => void; onReadAll: () => void }) {
      useEffect(() => props.onReadAll(), [props]);
      return (
        <div>
          {props.fields.map((f) => (
            <button key={f.id} type="button" onClick={() => props.onVisit(f.id)}>
              box {f.id}
            </button>
          ))}
        </div>
      );
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

// The camera is the real-name capability's recorder: replaced by one that hands back a recording at once.
vi.mock('../../realName', () => ({
  FaceRecorder: (props: { onChange: (video: Blob | null) => void }) => (
    <button type="button" data-testid="face-recorded" onClick={() => props.onChange(new Blob(['video'], { type: 'video/webm' }))}>
      record
    </button>
  ),
}));

const patience = { timeout: 15_000 };
const token = 'T'.repeat(43);
let server: ReturnType<typeof fakeServer>;
let assigned: string[];

const view = (standing: unknown) => ({
  title: 'Lease agreement',
  message: 'Please sign by Friday.',
  deadlineAt: Date.now() + 86_400_000,
  flowStatus: 1,
  signer: { kind: 'person', name: '张*', enterpriseName: null, status: 'toSign', contact: '139****0001' },
  documents: [{ id: 'd1', name: 'lease.pdf', pages: 2, size: 1000, sha256: 'x'.repeat(64), revision: 0 }],
  fields: [
    { id: 'f1', documentId: 'd1', kind: 'signature', page: 1, x: 60, y: 100, width: 120, height: 60, keyword: null },
    { id: 'f2', documentId: 'd1', kind: 'date', page: 2, x: 60, y: 100, width: 120, height: 30, keyword: null },
  ],
  standing,
  fills: [] as unknown[],
});
const bodyOf = (path: string) => JSON.parse(String(server.calls.filter((c) => c.path === path).at(-1)!.body)) as Record<string, unknown>;

beforeAll(async () => {
  await act(async () => void (await setLanguage('en', false)));
});
beforeEach(() => {
  server = fakeServer();
  sessionStorage.clear();
  localStorage.clear();
  assigned = [];
  vi.stubGlobal('location', { ...window.location, hash: `#${token}`, assign: (url: string) => void assigned.push(url) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the hosted signing page', { timeout: 60_000 }, () => {
  it('a link that no longer works says so, without a toast', async () => {
    server.answer('POST /webgate/base/sign-flows/hosted/view', { code: 1018012, msg: 'This signing link is no longer valid' });
    render(<HostedSigningPage />);
    expect((await screen.findByTestId('hosted-end-invalid', undefined, patience)).textContent).toContain(en.signFlowHosted.invalid.title);
  });

  it('proves the signer by code, then leads an unauthenticated account to real-name authentication and back', async () => {
    server.answer('POST /webgate/base/sign-flows/hosted/view', { data: view(null) }, { data: view({ by: 'code', realName: 'required' }) });
    server.answer('POST /webgate/base/sign-flows/hosted/code', { data: { resendAfter: 60, expiresAt: Date.now() + 300_000 } });
    server.answer('POST /webgate/base/sign-flows/hosted/prove', {
      data: { proof: 'P'.repeat(43), by: 'code', expiresAt: Date.now() + 7_200_000 },
    });
    render(<HostedSigningPage />);
    expect((await screen.findByRole('heading', { level: 1 }, patience)).textContent).toBe('Lease agreement');
    fireEvent.click(screen.getByTestId('hosted-identity-send'));
    await waitFor(() => expect(bodyOf('/webgate/base/sign-flows/hosted/code')).toEqual({ token, step: 'identity' }));
    fireEvent.change(screen.getByTestId('hosted-identity-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('hosted-identity-continue'));
    expect(await screen.findByTestId('hosted-real-name-required', undefined, patience)).toBeTruthy();
    expect(bodyOf('/webgate/base/sign-flows/hosted/prove')).toEqual({ token, code: '123456' });
    // The proof is kept for the return; the view was asked again with it.
    expect(bodyOf('/webgate/base/sign-flows/hosted/view')).toEqual({ token, proof: 'P'.repeat(43) });
    fireEvent.click(screen.getByTestId('hosted-real-name-start'));
    expect(assigned).toEqual(['/login']);
    expect(localStorage.getItem('console.pendingSignFlow')).toBe(`/signFlow#${token}`);
  });

  it('signs once every field was tapped, with the picked signature and a fresh willingness code', async () => {
    sessionStorage.setItem(`console.signFlowProof.${token.slice(0, 16)}`, 'P'.repeat(43));
    server.answer('POST /webgate/base/sign-flows/hosted/view', { data: view({ by: 'code', realName: 'passed' }) });
    server.answer('POST /webgate/base/sign-flows/hosted/choices', {
      data: { choices: [{ id: 's1', kind: 'personal', label: 'nameSeal', isDefault: true, pngBase64: 'iVBORw0KGgo=' }] },
    });
    server.answer('POST /webgate/base/sign-flows/hosted/code', { data: { resendAfter: 60, expiresAt: Date.now() + 300_000 } });
    server.answer('POST /webgate/base/sign-flows/hosted/sign', { data: { flowStatus: 2 } });
    render(<HostedSigningPage />);
    const sign = await screen.findByTestId('hosted-sign', undefined, patience);
    expect(sign.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(en.signFlowHosted.sign.needFields.replace('{{left}}', '2'))).toBeTruthy();
    const chips = screen.getAllByTestId('hosted-field-chip');
    chips.forEach((c) => fireEvent.click(c));
    await waitFor(() => expect(screen.getByTestId('hosted-sign').hasAttribute('disabled')).toBe(false));
    // The default signature is picked to begin with.
    expect((await screen.findByTestId('hosted-choice')).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('hosted-sign'));
    fireEvent.click(await screen.findByTestId('hosted-will-send'));
    await waitFor(() =>
      expect(bodyOf('/webgate/base/sign-flows/hosted/code')).toEqual({ token, proof: 'P'.repeat(43), step: 'willingness' }),
    );
    fireEvent.change(screen.getByTestId('hosted-will-code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('hosted-will-confirm'));
    fireEvent.click(screen.getByTestId('hosted-will-confirm'));
    expect(await screen.findByTestId('hosted-end-completed', undefined, patience)).toBeTruthy();
    expect(server.calls.filter((c) => c.path === '/webgate/base/sign-flows/hosted/sign')).toHaveLength(1);
    expect(bodyOf('/webgate/base/sign-flows/hosted/sign')).toEqual({ token, proof: 'P'.repeat(43), code: '654321', sealId: 's1' });
  });

  it('a signer fills its own fields before signing: refused beside the field, saved, then the sign button frees', async () => {
    sessionStorage.setItem(`console.signFlowProof.${token.slice(0, 16)}`, 'P'.repeat(43));
    const fills = [
      { key: 'bCompany', label: 'Your company', kind: 'text', required: true, maxLength: 30, page: 1, value: '' },
      { key: 'bPhone', label: 'Your phone', kind: 'phone', required: false, maxLength: 11, page: 1, value: '' },
    ];
    server.answer('POST /webgate/base/sign-flows/hosted/view', { data: { ...view({ by: 'code', realName: 'passed' }), fills } });
    server.answer('POST /webgate/base/sign-flows/hosted/choices', {
      data: { choices: [{ id: 's1', kind: 'personal', label: 'nameSeal', isDefault: true, pngBase64: 'iVBORw0KGgo=' }] },
    });
    server.answer(
      'POST /webgate/base/sign-flows/hosted/fill',
      {
        code: 1019004,
        msg: 'Your phone: enter an 11-digit mobile number',
        data: { fields: [{ field: 'values.bPhone', message: 'Your phone: enter an 11-digit mobile number' }] },
      },
      {
        data: {
          fills: [
            { ...fills[0], value: 'ACME' },
            { ...fills[1], value: '13900000001' },
          ],
        },
      },
    );
    render(<HostedSigningPage />);
    expect(await screen.findByTestId('hosted-fill', undefined, patience)).toBeTruthy();
    // Each field with its kind and rules.
    expect(screen.getByText('Text · required · up to 30 characters · page 1')).toBeTruthy();
    expect(screen.getByText('Mobile number (11 digits) · optional · up to 11 characters · page 1')).toBeTruthy();
    screen.getAllByTestId('hosted-field-chip').forEach((c) => fireEvent.click(c));
    // Tapped and read, but the required field is not saved yet.
    expect(await screen.findByText(en.signFlowHosted.fill.needSave)).toBeTruthy();
    expect(screen.getByTestId('hosted-sign').hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('hosted-fill-bCompany'), { target: { value: 'ACME' } });
    fireEvent.change(screen.getByTestId('hosted-fill-bPhone'), { target: { value: '1390' } });
    fireEvent.click(screen.getByTestId('hosted-fill-save'));
    expect((await screen.findByRole('alert', undefined, patience)).textContent).toBe('Your phone: enter an 11-digit mobile number');
    expect(bodyOf('/webgate/base/sign-flows/hosted/fill')).toEqual({
      token,
      proof: 'P'.repeat(43),
      values: { bCompany: 'ACME', bPhone: '1390' },
    });
    expect(screen.getByTestId('hosted-sign').hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('hosted-fill-bPhone'), { target: { value: '13900000001' } });
    fireEvent.click(screen.getByTestId('hosted-fill-save'));
    await waitFor(() => expect(screen.getByTestId('hosted-sign').hasAttribute('disabled')).toBe(false));
    expect(screen.getByTestId('hosted-fill-save').textContent).toContain(en.signFlowHosted.fill.saved);
    // A change after saving asks for another save before signing.
    fireEvent.change(screen.getByTestId('hosted-fill-bCompany'), { target: { value: 'ACME Ltd' } });
    expect(screen.getByTestId('hosted-sign').hasAttribute('disabled')).toBe(true);
  });

  it('a drawn signature is kept among the signer’s own only when the box is ticked', async () => {
    sessionStorage.setItem(`console.signFlowProof.${token.slice(0, 16)}`, 'P'.repeat(43));
    server.answer('POST /webgate/base/sign-flows/hosted/view', { data: view({ by: 'code', realName: 'passed' }) });
    server.answer('POST /webgate/base/sign-flows/hosted/choices', { data: { choices: [] } });
    server.answer('POST /webgate/base/sign-flows/hosted/code', { data: { resendAfter: 60, expiresAt: Date.now() + 300_000 } });
    server.answer('POST /webgate/base/sign-flows/hosted/sign', { data: { flowStatus: 2 } });
    render(<HostedSigningPage />);
    await screen.findByTestId('hosted-sign', undefined, patience);
    screen.getAllByTestId('hosted-field-chip').forEach((c) => fireEvent.click(c));
    // No box before there is a drawing.
    expect(screen.queryByTestId('hosted-save-signature')).toBeNull();
    fireEvent.click(await screen.findByTestId('hosted-draw', undefined, patience));
    fireEvent.click(await screen.findByTestId('pad-done', undefined, patience));
    const box = (await screen.findByTestId('hosted-save-signature', undefined, patience)).querySelector('input')!;
    expect(box.checked).toBe(false);
    expect(screen.getByTestId('hosted-save-signature').textContent).toBe(en.signFlowHosted.choose.save);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    await waitFor(() => expect(screen.getByTestId('hosted-sign').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('hosted-sign'));
    fireEvent.click(await screen.findByTestId('hosted-will-send'));
    fireEvent.change(await screen.findByTestId('hosted-will-code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('hosted-will-confirm'));
    expect(await screen.findByTestId('hosted-end-completed', undefined, patience)).toBeTruthy();
    expect(bodyOf('/webgate/base/sign-flows/hosted/sign')).toEqual({
      token,
      proof: 'P'.repeat(43),
      code: '654321',
      drawn: 'iVBORw0KGgo=',
      saveSignature: true,
    });
  });

  it('confirms by face instead of the code: the video checked, its ticket signs; a failed check says why and leaves the code', async () => {
    sessionStorage.setItem(`console.signFlowProof.${token.slice(0, 16)}`, 'P'.repeat(43));
    server.answer('POST /webgate/base/sign-flows/hosted/view', { data: view({ by: 'code', realName: 'passed' }) });
    server.answer('POST /webgate/base/sign-flows/hosted/choices', {
      data: { choices: [{ id: 's1', kind: 'personal', label: 'nameSeal', isDefault: true, pngBase64: 'iVBORw0KGgo=' }] },
    });
    server.answer(
      'POST /webgate/base/sign-flows/hosted/face',
      { code: 1018071, msg: 'The face check did not match your real-name record: try again, or confirm with the SMS code instead' },
      { data: { faceTicket: 'F'.repeat(43), expiresAt: Date.now() + 600_000 } },
    );
    server.answer('POST /webgate/base/sign-flows/hosted/sign', { data: { flowStatus: 2 } });
    render(<HostedSigningPage />);
    await screen.findByTestId('hosted-sign', undefined, patience);
    screen.getAllByTestId('hosted-field-chip').forEach((c) => fireEvent.click(c));
    await waitFor(() => expect(screen.getByTestId('hosted-sign').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('hosted-sign'));
    fireEvent.click(await screen.findByTestId('hosted-will-by-face', undefined, patience));
    fireEvent.click(await screen.findByTestId('face-recorded', undefined, patience));
    fireEvent.click(screen.getByTestId('hosted-face-confirm'));
    expect((await screen.findByTestId('hosted-face-problem', undefined, patience)).textContent).toContain('SMS code');
    expect(server.calls.filter((c) => c.path === '/webgate/base/sign-flows/hosted/sign')).toHaveLength(0);
    // Again: this time it matches, and its ticket signs (no code sent).
    fireEvent.click(screen.getByTestId('hosted-face-confirm'));
    expect(await screen.findByTestId('hosted-end-completed', undefined, patience)).toBeTruthy();
    const face = server.calls.filter((c) => c.path === '/webgate/base/sign-flows/hosted/face').at(-1)!;
    expect((face.body as FormData).get('proof')).toBe('P'.repeat(43));
    expect((face.body as FormData).get('video')).toBeInstanceOf(Blob);
    expect(bodyOf('/webgate/base/sign-flows/hosted/sign')).toEqual({
      token,
      proof: 'P'.repeat(43),
      faceTicket: 'F'.repeat(43),
      sealId: 's1',
    });
    expect(server.calls.filter((c) => c.path === '/webgate/base/sign-flows/hosted/code')).toHaveLength(0);
  });
});
