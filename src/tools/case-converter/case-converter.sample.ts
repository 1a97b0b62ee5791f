/** The sample: identifiers and titles in several styles, one per line. */
export const caseSample = ['user account id', 'XMLHttpRequest', 'get_user_by_email', 'Crème brûlée à la carte', 'version 2 release-notes'].join('\n');
