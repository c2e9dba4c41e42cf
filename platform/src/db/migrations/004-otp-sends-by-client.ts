/**
 * OTP sends also count per client: each send records the client it was for. Sends recorded before this
 * migration have no client and count only for their contact.
 */
export const sql = `
ALTER TABLE otp_sends ADD COLUMN client_id TEXT;
CREATE INDEX otp_sends_by_client ON otp_sends(client_id, sent_at_ms);
`;
