import type { z } from 'zod';
import type { signFlowApiCreateSchema } from './api-schemas.js';

/**
 * The API reference's sign-flow examples: a `signFlow/create` body (the PDF's base64 shortened here)
 * and the callbacks a flow sends. The open API's tests create a flow from this very body with a real
 * PDF in place of the placeholder, so the example cannot drift from what the server takes.
 */
export const signFlowCreateSample = {
  title: 'Supply contract 2026-118',
  message: 'Please sign by Friday',
  deadlineAt: 1798675200000,
  documents: [{ fileName: 'contract.pdf', pdf: 'JVBERi0xLjcK…' }],
  signers: [
    {
      kind: 'person',
      name: '张三',
      phone: '13800000001',
      group: 1,
      language: 'zh',
      fields: [{ document: 0, kind: 'signature', page: 1, x: 60, y: 100, width: 120, height: 60 }],
    },
    {
      kind: 'enterprise',
      name: '李四',
      enterpriseName: '杭州示例网络科技有限公司',
      email: 'li.si@example.com',
      group: 2,
      language: 'en',
      fields: [{ document: 0, kind: 'seal', keyword: 'Party B seal', width: 120, height: 120 }],
    },
  ],
  ccs: [{ name: '王五', phone: '13800000003', language: 'zh' }],
} satisfies z.input<typeof signFlowApiCreateSchema>;

/** The order in which an integration calls the sign-flow endpoints. */
export const signFlowCallOrder = ['signFlow/create', 'signFlow/start', 'signFlow/signUrl', 'signFlow/get', 'signFlow/download'] as const;

/**
 * Callbacks to the application's callback URL (signed with its secret, retried until answered 2xx).
 * The flow's end carries the payload `flowEndPayload` (server `callbacks.ts`) builds.
 */
export const signFlowCallbackSamples = [
  {
    id: '0193a1b2-…',
    event: 'signFlow.signerSigned',
    createdAt: 1798070400000,
    data: { signFlowId: '0193a1a0-…', signerId: '0193a1a1-…', group: 1, status: 'signed', at: 1798070400000 },
  },
  {
    id: '0193a1c4-…',
    event: 'signFlow.signerRejected',
    createdAt: 1798074000000,
    data: { signFlowId: '0193a1a0-…', signerId: '0193a1a2-…', group: 2, status: 'rejected', at: 1798074000000, reason: 'Wrong amount' },
  },
  {
    id: '0193a1c5-…',
    event: 'signFlow.rejected',
    createdAt: 1798074000000,
    data: {
      signFlowId: '0193a1a0-…',
      status: 7,
      endedAt: 1798074000000,
      reason: 'Wrong amount',
      signers: [
        { signerId: '0193a1a1-…', group: 1, status: 'signed', signedAt: 1798070400000, rejectReason: null },
        { signerId: '0193a1a2-…', group: 2, status: 'rejected', signedAt: null, rejectReason: 'Wrong amount' },
      ],
    },
  },
] as const;

/** Every callback event a sign flow may send. */
export const signFlowCallbackEvents = [
  'signFlow.signerSigned',
  'signFlow.signerRejected',
  'signFlow.completed',
  'signFlow.revoked',
  'signFlow.expired',
  'signFlow.rejected',
] as const;
