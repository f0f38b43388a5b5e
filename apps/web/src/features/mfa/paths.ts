/** The forced set-up page an enterprise's requirement leads to (the sign-in forms name it too). */
export const mfaSetUpPath = '/mfaSetUp';
