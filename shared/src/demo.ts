// The demo's own forms and messages (client/), kept apart from the wire contract.
export * from './demo-messages.js';
export * from './demo-forms.js';
export * from './demo-config-check.js';
