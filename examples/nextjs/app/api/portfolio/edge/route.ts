// The same route handler on the Edge runtime: the core SDK needs no Node built-in.
export const runtime = 'edge';
export { POST } from '../route';
