/** A tool's Share button sends this ({slug, fullUrl, id}) for the account to record the share (SPEC §3 Share). */
export const SHARE_EVENT = 'devbench:share';
/** The account sends this back ({slug, id, text}) when a share could not be recorded, for the Share button to say so. */
export const SHARE_FAILED_EVENT = 'devbench:share-failed';
