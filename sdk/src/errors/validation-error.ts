import { SatchelError } from './base-error.js';

/**
 * Input refused before any request. `messages` holds the individual rule messages (spec §5, docs/protocol.md §15);
 * `shortMessage` is either one plain message (configuration and login, §15.1) or `Validation failed: a, b`.
 * @example
 * try {
 *   await tokenTransfer(client, { caip2Id: 'eip155:84532', recipient: 'nope', token: '', amount: '1' });
 * } catch (error) {
 *   if (error instanceof ValidationError) console.warn(error.messages); // one line per invalid field
 * }
 */
export class ValidationError extends SatchelError {
  override name = 'ValidationError';
  declare readonly messages: string[];

  constructor(
    shortMessage: string,
    messages: string[] = [shortMessage],
    cause?: unknown,
    metaMessages?: string[],
  ) {
    super(shortMessage, { code: 'VALIDATION_ERROR', details: messages, cause, metaMessages });
    this.messages = messages;
  }
}
