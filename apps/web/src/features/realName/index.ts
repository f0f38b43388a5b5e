/** What other capabilities use of real-name authentication. */
export { FaceRecorder } from './face/FaceRecorder';
/** The date and time of an application, and an application's failure reason (a key of `errors`) in words. */
export { dateTime, useReasonText } from './labels';
/** The 4020020 answer as a page (personal signatures show it before a person may make one). */
export { RealNameRequired } from './RealNameRequired';
