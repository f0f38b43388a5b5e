import type { FaceMode } from '@console/contract';
import { realNameRoutes as r } from '@console/contract/realName/routes';
import { call } from '../../../api/http';

export interface FaceElements {
  mode: FaceMode;
  name: string;
  idNumber: string;
}
export interface ChangeElements extends FaceElements {
  password: string;
}

/** The file name tells the server's multipart parser the container; the content is checked anyway. */
function videoForm(fields: Record<string, string>, video: Blob): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('video', video, video.type.includes('mp4') ? 'face.mp4' : 'face.webm');
  return form;
}

/** Calls of face and blink authentication; paths and answers come from the endpoint table. */
export const faceApi = {
  state: () => call(r.state),
  submit: (elements: FaceElements, video: Blob) => call(r.faceSubmit, { body: elements, formData: videoForm({ ...elements }, video) }),
  ticket: (elements: FaceElements) => call(r.faceTicket, { body: elements }),
  ticketState: (id: string) => call(r.faceTicketState, { params: { id } }),
  changeSubmit: (elements: ChangeElements, video: Blob) =>
    call(r.changeSubmit, { body: elements, formData: videoForm({ ...elements }, video) }),
  changeTicket: (elements: ChangeElements) => call(r.changeTicket, { body: elements }),
  publicTicket: (ticket: string) => call(r.publicTicket, { params: { ticket }, hideError: true }),
  publicVideo: (ticket: string, video: Blob) => call(r.publicVideo, { params: { ticket }, formData: videoForm({}, video) }),
};
