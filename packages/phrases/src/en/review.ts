/** Operator back office: the real-name review queue and the sandbox identity registry. */
export const review = {
  title: 'Real-name review',
};
