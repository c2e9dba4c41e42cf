import { describe, expect, it } from '@jest/globals';
import { otpBodySchema, type OtpCall } from '@satchel/shared';
import { recoverMessageAddress } from 'viem';
import {
  buildOtpBody,
  clientSignerFromKey,
  OTP_PATHS,
  otpData,
  signClientPayload,
} from '../../src/protocol/index.js';
import { vectors } from './vectors.js';

const { inputs } = vectors;
const email = 'ada@example.com';
const token = '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d';
const otp = '428913';
const whatsappNumber = '9876543210';
const base = { clientSWA: inputs.clientSWA, timestamp: inputs.nowMs };

const clientSigner = clientSignerFromKey(inputs.clientPrivateKey);
const data: Record<OtpCall, Record<string, string | number>> = {
  emailSend: otpData.emailSend({ email, ...base }),
  emailResend: otpData.emailResend({ email, token, ...base }),
  emailVerify: otpData.emailVerify({ email, token, otp, ...base }),
  whatsappSend: otpData.whatsappSend({ whatsappNumber, ...base }),
  whatsappResend: otpData.whatsappResend({ whatsappNumber, token, ...base }),
  whatsappVerify: otpData.whatsappVerify({ whatsappNumber, token, otp, ...base }),
};

describe('OTP bodies (§8)', () => {
  it.each(Object.keys(data) as OtpCall[])('reproduces %s byte for byte', async (call) => {
    const vector = vectors.otp[call];
    const body = await buildOtpBody(data[call], clientSigner);
    expect(JSON.stringify(body.data)).toBe(vector.signedText);
    expect(JSON.stringify(body)).toBe(JSON.stringify(vector.body));
    expect(body.client_signature).toBe(vector.client_signature);
    expect(OTP_PATHS[call]).toBe(vector.path);
    expect(otpBodySchema(call).safeParse(body).success).toBe(true);
    expect(
      await recoverMessageAddress({ message: vector.signedText, signature: body.client_signature }),
    ).toBe(inputs.clientSignerAddress);
  });

  it('signs the JSON text in insertion order, never sorted', async () => {
    const ordered = { b: 1, a: 2 };
    expect(await signClientPayload(ordered, clientSigner)).not.toBe(
      await signClientPayload({ a: 2, b: 1 }, clientSigner),
    );
  });

  it('sends the WhatsApp number unstripped and a given country', () => {
    const d = otpData.whatsappSend({ whatsappNumber: '98765-43210', countryShortName: 'IN', ...base });
    expect(JSON.stringify(d)).toBe(
      `{"whatsapp_number":"98765-43210","country_short_name":"IN","client_swa":"${inputs.clientSWA}","timestamp":${inputs.nowMs}}`,
    );
  });
});
