/** A failure worth recording on the source as its last error; the message is shown to admins. */
export class FeedError extends Error {}
