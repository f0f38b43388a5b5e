import { describe, expect, it } from 'vitest';
import { type SessionContext, assignableModules, computeModules } from '../modules.js';

const member = (roleModuleCodes: string[]): SessionContext => ({ kind: 'enterprise', isMaster: false, isAdmin: false, roleModuleCodes });
const admin: SessionContext = { kind: 'enterprise', isMaster: false, isAdmin: true, roleModuleCodes: [] };
const codesOf = (context: SessionContext) => new Set<string>(computeModules(context).map((m) => m.code));

describe('the seal page of every member (seal grants)', () => {
  it('is held by every member, with or without a custom role, and by nobody in the personal context', () => {
    for (const codes of [codesOf(member([])), codesOf(member(['roleList']))]) {
      expect(codes.has('sealList')).toBe(true);
      // Its menu groups come with it.
      expect(codes.has('sealManage')).toBe(true);
      expect(codes.has('enterpriseCenter')).toBe(true);
    }
    expect(codesOf({ kind: 'personal' }).has('sealList')).toBe(false);
  });

  it('keeps its buttons (grant, authorize, …) for the master and administrators; no custom role can hand them out', () => {
    const memberCodes = codesOf(member(['sealManage:sealList:grant']));
    for (const button of ['add', 'grant', 'authorize']) {
      expect(memberCodes.has(`sealManage:sealList:${button}`)).toBe(false);
      expect(codesOf(admin).has(`sealManage:sealList:${button}`)).toBe(true);
    }
    const assignable = new Set<string>(assignableModules.map((m) => m.code));
    expect(assignable.has('sealList')).toBe(false);
    expect(assignable.has('sealManage:sealList:grant')).toBe(false);
  });
});
