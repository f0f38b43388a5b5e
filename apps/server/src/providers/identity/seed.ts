/**
 * The documented test people of the sandbox identity provider (README, "Sandbox identities").
 * Their ID numbers carry valid GB 11643 check digits; each says how every check answers, so the
 * flows can be exercised to each outcome. Seeded once into `identity_registry` when the sandbox
 * provider is in use; operators add more in the back office.
 */
export interface SeedIdentity {
  name: string;
  idNumber: string;
  phone: string;
  bankCard: string;
  phoneCheck: 'pass' | 'fail';
  bankCheck: 'pass' | 'fail';
  faceCheck: 'pass' | 'fail' | 'manual';
  note: string;
}

export const seedIdentities: readonly SeedIdentity[] = [
  {
    name: '张三',
    idNumber: '110101199003077651',
    phone: '13800000001',
    bankCard: '6222020000000000011',
    phoneCheck: 'pass',
    bankCheck: 'pass',
    faceCheck: 'pass',
    note: 'Every check passes',
  },
  {
    name: '李四',
    idNumber: '310104198511224322',
    phone: '13800000002',
    bankCard: '6222020000000000022',
    phoneCheck: 'pass',
    bankCheck: 'pass',
    faceCheck: 'manual',
    note: 'Face and blink go to manual review',
  },
  {
    name: '王五',
    idNumber: '440305199206157814',
    phone: '13800000003',
    bankCard: '6222020000000000033',
    phoneCheck: 'fail',
    bankCheck: 'fail',
    faceCheck: 'fail',
    note: 'Every check fails (carrier, bank, face)',
  },
  {
    name: '赵六',
    idNumber: '510107198809302131',
    phone: '13800000004',
    bankCard: '6222020000000000044',
    phoneCheck: 'pass',
    bankCheck: 'pass',
    faceCheck: 'pass',
    note: 'Every check passes (a second identity for certification change)',
  },
  {
    name: 'Chen Mei',
    idNumber: '330106199502140080',
    phone: '13800000005',
    bankCard: '6222020000000000055',
    phoneCheck: 'pass',
    bankCheck: 'pass',
    faceCheck: 'pass',
    note: 'Every check passes (a Latin-script name)',
  },
  {
    name: '孙七',
    idNumber: '320502198701010019',
    phone: '13800000006',
    bankCard: '6222020000000000066',
    phoneCheck: 'pass',
    bankCheck: 'pass',
    faceCheck: 'manual',
    note: 'Face goes to manual review (a second one for operator tests)',
  },
];
