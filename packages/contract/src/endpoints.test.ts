import { describe, expect, it } from 'vitest';
import { endpointList } from './endpoints.js';

const cjk = /[\u4e00-\u9fff]/;

describe('the summaries of the endpoint table', () => {
  it('has endpoints to check', () => {
    expect(endpointList.length).toBeGreaterThan(0);
  });

  it('gives every endpoint a Chinese summary for the API reference in zh', () => {
    for (const endpoint of endpointList) {
      expect(endpoint.summary.trim(), endpoint.id).not.toBe('');
      expect(endpoint.summaryZh.trim(), endpoint.id).not.toBe('');
      expect(endpoint.summaryZh, endpoint.id).toMatch(cjk);
      expect(endpoint.summaryZh, endpoint.id).not.toBe(endpoint.summary);
    }
  });
});
