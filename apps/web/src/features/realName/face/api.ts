import type { FaceMode, FaceTicket, PublicFaceResult, PublicFaceTicket, RealNameApplicationView, RealNameState } from '@console/contract';
import { realNamePaths } from '@console/contract';
import { http } from '../../../api/http';

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

const withParam = (path: string, name: string, value: string) => path.replace(`:${name}`, encodeURIComponent(value));

/** Typed calls of face and blink authentication (`realNamePaths`). */
export const faceApi = {
  state: () => http.get<RealNameState>(realNamePaths.state),
  submit: (elements: FaceElements, video: Blob) =>
    http.post<RealNameApplicationView>(realNamePaths.faceSubmit, { formData: videoForm({ ...elements }, video) }),
  ticket: (elements: FaceElements) => http.post<FaceTicket>(realNamePaths.faceTicket, { data: elements }),
  ticketState: (id: string) => http.get<RealNameApplicationView>(withParam(realNamePaths.faceTicketState, 'id', id)),
  changeSubmit: (elements: ChangeElements, video: Blob) =>
    http.post<RealNameApplicationView>(realNamePaths.changeSubmit, { formData: videoForm({ ...elements }, video) }),
  changeTicket: (elements: ChangeElements) => http.post<FaceTicket>(realNamePaths.changeTicket, { data: elements }),
  publicTicket: (ticket: string) =>
    http.get<PublicFaceTicket>(withParam(realNamePaths.publicTicket, 'ticket', ticket), { hideError: true }),
  publicVideo: (ticket: string, video: Blob) =>
    http.post<PublicFaceResult>(withParam(realNamePaths.publicVideo, 'ticket', ticket), { formData: videoForm({}, video) }),
};
