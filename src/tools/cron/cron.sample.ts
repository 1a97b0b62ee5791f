/** The sample: every 15 minutes during office hours on weekdays. */
export const cronSample = '*/15 9-17 * * MON-FRI';
