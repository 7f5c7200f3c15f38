/**
 * A failure whose message is meant for the user, answered with its status as `{ message }`: also
 * for 5xx (e.g. 502 when a platform we call fails), whose messages are otherwise never exposed.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
