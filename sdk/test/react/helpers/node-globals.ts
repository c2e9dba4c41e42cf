// jsdom lacks TextEncoder/TextDecoder, which viem and noble read at import time: import this module first.
import { TextDecoder, TextEncoder } from 'node:util';

const globals = globalThis as Record<string, unknown>;
globals.TextEncoder ??= TextEncoder;
globals.TextDecoder ??= TextDecoder;
