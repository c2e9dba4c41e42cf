import type { Response } from 'express';

/** Token-endpoint failure, OAuth style and not the platform envelope (docs/protocol.md §17.1). */
export function sendInvalidGrant(res: Response): void {
  res.status(400).setHeader('Cache-Control', 'no-store');
  res.json({ error: 'invalid_grant' });
}
