import { enterpriseAuthPaths, faceVideo, legalPersonElementsSchema, legalPersonFaceSchema, legalPersonResendSchema, legalPersonTicketParams } from '@console/contract';
import { type AnyRouteSpec, defineRoute } from '../../platform/route.js';
import { videoTooLarge } from '../realName/service.js';
import { legalPersonElements, legalPersonFace, publicLegalPersonTicket, resendLegalPerson } from './legalPerson.js';

const tag = 'enterpriseAuth';
/** A little over the video's own limit, so an over-size video is named by the content check. */
const video = { fileField: 'video', maxBytes: faceVideo.maxBytes + 64 * 1024, tooLarge: videoTooLarge };

/** The legal representative's SMS link (public) and its resend. */
export const legalPersonRoutes: AnyRouteSpec[] = [
  defineRoute({
    method: 'POST',
    url: enterpriseAuthPaths.legalPersonResend,
    summary: 'Legal person mode: a new SMS link to the legal representative (throttled like other sends); the old link stops working',
    tag,
    auth: 'user',
    permission: 'legalPersonAuthSubmit',
    body: legalPersonResendSchema,
    handler: ({ deps, body, user, req, lang }) => resendLegalPerson(deps, { user, ip: req.ip, lang, log: req.log }, body),
  }),
  defineRoute({
    method: 'GET',
    url: enterpriseAuthPaths.legalPersonTicket,
    summary: 'The legal representative’s phone page: what the link is for (names masked); used, expired and unknown links answer alike',
    tag,
    auth: 'public',
    params: legalPersonTicketParams,
    handler: ({ deps, params }) => publicLegalPersonTicket(deps, params),
  }),
  defineRoute({
    method: 'POST',
    url: enterpriseAuthPaths.legalPersonElements,
    summary: 'The legal representative’s ID number and authorization, checked with the name and the linked mobile (3 elements); uses the link',
    tag,
    auth: 'public',
    params: legalPersonTicketParams,
    body: legalPersonElementsSchema,
    handler: ({ deps, params, body, req, lang }) => legalPersonElements(deps, { ticket: params.ticket, ip: req.ip, lang }, body),
  }),
  defineRoute({
    method: 'POST',
    url: enterpriseAuthPaths.legalPersonFace,
    summary: 'The legal representative’s ID number, authorization and a 2-3 s face video (multipart `video`); uses the link',
    tag,
    auth: 'public',
    params: legalPersonTicketParams,
    body: legalPersonFaceSchema,
    multipart: video,
    handler: ({ deps, params, body, file, req, lang }) => legalPersonFace(deps, { ticket: params.ticket, ip: req.ip, lang }, { idNumber: body.idNumber, file }),
  }),
];
