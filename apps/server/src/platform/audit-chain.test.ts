import { describe, expect, it } from 'vitest';
import { type ChainedRow, chainHash, chainKeyOf, genesisHash, verifyChain } from './audit-chain.js';

function chain(n: number): ChainedRow[] {
  const rows: ChainedRow[] = [];
  let prev = genesisHash;
  for (let i = 1; i <= n; i++) {
    const fields = {
      seq: i,
      id: `id-${i}`,
      chain_key: 'e:ent',
      enterprise_id: 'ent',
      user_id: `user-${i % 3}`,
      operator_id: null,
      service: 'apps',
      action: 'create',
      content: `app ${i}`,
      ip: '203.0.113.9',
      device: null,
      created_at: 1_700_000_000_000 + i,
    };
    const hash = chainHash(prev, fields);
    rows.push({ ...fields, prev_hash: prev, hash });
    prev = hash;
  }
  return rows;
}

const start = { seq: 0, hash: genesisHash };

describe('the operation log hash chain', () => {
  it('accepts an untouched chain and ends at its head', () => {
    const rows = chain(5);
    expect(verifyChain(rows, start)).toEqual({ broken: null, last: { seq: 5, hash: rows[4]!.hash } });
  });

  it('continues from the row before a range', () => {
    const rows = chain(6);
    expect(verifyChain(rows.slice(3), { seq: 3, hash: rows[2]!.hash }).broken).toBeNull();
    expect(verifyChain(rows.slice(3), { seq: 3, hash: rows[1]!.hash }).broken).toMatchObject({ seq: 4, reason: 'unlinked' });
  });

  it('finds an altered row', () => {
    const rows = chain(5);
    rows[2] = { ...rows[2]!, content: 'app 3 (edited)' };
    expect(verifyChain(rows, start).broken).toEqual({ seq: 3, id: 'id-3', reason: 'altered', createdAt: rows[2]!.created_at });
  });

  it('finds an altered row whose hash was recomputed: the next row no longer links', () => {
    const rows = chain(5);
    const edited = { ...rows[2]!, content: 'forged' };
    rows[2] = { ...edited, hash: chainHash(edited.prev_hash, edited) };
    expect(verifyChain(rows, start).broken).toMatchObject({ seq: 4, id: 'id-4', reason: 'unlinked' });
  });

  it('finds a removed row', () => {
    const rows = chain(5);
    rows.splice(1, 1);
    expect(verifyChain(rows, start).broken).toEqual({ seq: 2, id: null, reason: 'missing', createdAt: null });
  });

  it('finds an inserted row, numbered in sequence and hashed over its predecessor', () => {
    const rows = chain(5);
    const forged = { ...rows[1]!, id: 'forged', content: 'never happened', seq: 3, prev_hash: rows[1]!.hash };
    const inserted = { ...forged, hash: chainHash(forged.prev_hash, forged) };
    // The rows after it are renumbered to make room; their hashes covered their old numbers.
    const after = rows.slice(2).map((r) => ({ ...r, seq: r.seq + 1 }));
    const tampered = [...rows.slice(0, 2), inserted, ...after];
    expect(verifyChain(tampered, start).broken).toMatchObject({ seq: 4, id: 'id-3', reason: 'altered' });
  });

  it('finds a row inserted under an existing number', () => {
    const rows = chain(4);
    const tampered = [...rows.slice(0, 2), { ...rows[1]!, id: 'dup' }, ...rows.slice(2)];
    expect(verifyChain(tampered, start).broken).toMatchObject({ seq: 2, id: 'dup', reason: 'unlinked' });
  });

  it('keys chains by tenant', () => {
    expect(chainKeyOf({ enterprise_id: 'e1', user_id: 'u1', operator_id: null })).toBe('e:e1');
    expect(chainKeyOf({ enterprise_id: null, user_id: 'u1', operator_id: 'o1' })).toBe('u:u1');
    expect(chainKeyOf({ enterprise_id: null, user_id: null, operator_id: 'o1' })).toBe('o:o1');
    expect(chainKeyOf({ enterprise_id: null, user_id: null, operator_id: null })).toBe('system');
  });
});
