// The BFF's request bodies (server/), built from the wire contract's schemas.
export * from './schemas/bff.js';
