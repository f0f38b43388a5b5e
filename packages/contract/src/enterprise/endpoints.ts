import { codeSendErrors, codeSentSchema, idParam, nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { enterpriseRoutes } from './routes.js';
import {
  abbreviationChangedSchema,
  abbreviationSchema,
  createEnterpriseSchema,
  enterpriseInfoSchema,
  enterpriseListPageSchema,
  enterpriseListQuery,
  enterpriseSummarySchema,
  masterChangeSchema,
  masterChangedSchema,
  masterCodeSentSchema,
  masterTicketSchema,
  masterVerifySchema,
  myEnterprisesSchema,
  newMasterCodeSchema,
  superiorSchema,
  switchContextSchema,
} from './schemas.js';

/** What every step of the master hand-over may be refused with: not the master, not authenticated, no phone. */
const masterErrors = ['notMaster', 'enterpriseRealNameRequired', 'resetPhoneMissing', 'notFound'] as const;
const newMasterErrors = ['masterTicketInvalid', 'mobileRequired', 'newMasterUnknown', 'newMasterIsCurrent'] as const;

export const enterpriseEndpoints = defineEndpoints(enterpriseRoutes, {
  mine: {
    summary: "The person's enterprises (role, real-name status) and the session's active context",
    output: myEnterprisesSchema,
  },
  create: {
    summary: 'A new enterprise, not yet authenticated, with the person as its master administrator; the session switches into it',
    body: createEnterpriseSchema,
    output: enterpriseSummarySchema,
    errors: ['enterpriseLimit'],
  },
  switchContext: {
    summary: "Switches the session's context: '' is personal, else one of the person's enterprises (another answers 404)",
    body: switchContextSchema,
    output: myEnterprisesSchema,
    errors: ['notFound'],
  },
  info: {
    summary: 'eBasicInfo: every enterprise field, the superior and subordinate companies and the shown application (personal data masked)',
    output: enterpriseInfoSchema,
    errors: ['notFound'],
  },
  abbreviation: {
    summary: "The enterprise's abbreviation (at most 10 characters, '' clears it); authenticated enterprises only",
    body: abbreviationSchema,
    output: abbreviationChangedSchema,
    errors: ['enterpriseRealNameRequired', 'notFound'],
  },
  masterCode: {
    summary: "editPhone: a code to the master administrator's own phone",
    output: masterCodeSentSchema,
    errors: [...masterErrors, ...codeSendErrors],
  },
  masterVerify: {
    summary: "editPhone: the master's code; answers a single-use ticket for addPhone (10 minutes)",
    body: masterVerifySchema,
    output: masterTicketSchema,
    errors: [...masterErrors, 'codeWrong'],
  },
  newMasterCode: {
    summary:
      "addPhone: a code to the new master administrator's phone (a registered account; an empty phone answers 'Please fill out mobile number first')",
    body: newMasterCodeSchema,
    output: codeSentSchema,
    errors: [...masterErrors, ...newMasterErrors, ...codeSendErrors],
  },
  masterChange: {
    summary: 'addPhone: the new master takes over with their code; the old master stays an administrator; administrators are told',
    body: masterChangeSchema,
    output: masterChangedSchema,
    errors: [...masterErrors, ...newMasterErrors, 'codeWrong'],
  },
  list: {
    summary: 'Enterprises by name or enterprise number, with their superior company and number of subordinates',
    query: enterpriseListQuery,
    output: enterpriseListPageSchema,
  },
  superior: {
    summary: "Put a company under a superior company ('' unlinks); itself or one of its subordinates is refused; logged",
    params: idParam,
    body: superiorSchema,
    output: nothing,
    errors: ['enterpriseSuperiorCycle'],
  },
});
