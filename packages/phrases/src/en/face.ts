/** Face and blink authentication: the in-browser recorder, QR codes, /faceSwipingAuth, certification change. */
export const face = {
  title: 'Face authentication',
};
