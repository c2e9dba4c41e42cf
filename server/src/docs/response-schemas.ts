/**
 * Every answer schema by route family; importing this module registers them all, in the document's order, in
 * `answerRegistry`.
 */
export { answerRegistry } from './answers/answer-registry.js';
export * from './answers/intent-answers.js';
export * from './answers/auth-answers.js';
export * from './answers/explorer-answers.js';
export * from './answers/error-answer.js';
export * from './answers/order-event-answers.js';
