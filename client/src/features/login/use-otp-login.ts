import { SDK } from '@satchel/shared';
import { useEffect, useRef, useState } from 'react';
import { useBackend } from '../../backend/backend-context.js';
import { STORAGE_KEYS } from '../../config/storage-keys.js';
import { codeError, contactError, OTP_HINTS, verifyFailure } from './otp-errors.js';
import { errorText, useLoginAction } from './use-login-action.js';

export type OtpState = 'send_OTP' | 'verify_OTP' | 'resend_OTP';

/**
 * The email or WhatsApp one-time-code login: contact and code, the step it is at (send → verify, resend), each
 * field's error (scrolled into view) and the steps themselves (spec §4).
 */
export function useOtpLogin(method: 'email' | 'whatsapp') {
  const { backend } = useBackend();
  const { busy, error, setError, run, login } = useLoginAction();
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [token, setToken] = useState('');
  const [state, setState] = useState<OtpState>('send_OTP');
  const { fieldError, setFieldError, contactRef, codeRef } = useFieldError();

  // A rejected code is about the code field too, so it shows there rather than under the buttons.
  const rejected = error === OTP_HINTS.wrongCode ? error : undefined;
  const contactMessage = fieldError?.field === 'contact' ? fieldError.message : undefined;
  const codeMessage = fieldError?.field === 'code' ? fieldError.message : rejected;

  const send = async () => {
    const invalid = contactError(method, contact);
    setFieldError(invalid ? { field: 'contact', message: invalid } : undefined);
    if (invalid) return;
    const newToken = await run(() => backend.sendOtp(contact.trim(), method));
    if (!newToken) return;
    setToken(newToken);
    setState('verify_OTP');
    if (method === 'email') localStorage.setItem(STORAGE_KEYS.email, contact.trim());
  };

  const resend = async () => {
    setState('resend_OTP');
    const newToken = await run(() => backend.resendOtp(contact.trim(), method, token));
    if (newToken) setToken(newToken);
    setState('verify_OTP');
  };

  const verify = () => {
    const invalid = codeError(code);
    setFieldError(invalid ? { field: 'code', message: invalid } : undefined);
    if (invalid) return;
    return login(method, async () => {
      try {
        await backend.verifyOtp(contact.trim(), method, code.trim(), token);
      } catch (e) {
        throw new Error(verifyFailure(errorText(e)));
      }
    });
  };

  return {
    state,
    busy,
    error,
    contact,
    code,
    contactRef,
    codeRef,
    rejected,
    contactMessage,
    codeMessage,
    editContact: (value: string) => {
      setContact(value);
      setFieldError(undefined);
    },
    editCode: (value: string) => {
      setCode(value);
      setFieldError(undefined);
      setError(undefined);
    },
    changeContact: () => {
      setState('send_OTP');
      setCode('');
    },
    send,
    resend,
    paste: async () => {
      const text = (await navigator.clipboard.readText().catch(() => '')).trim();
      if (!text) return setError(SDK.noOtpOnClipboard);
      setCode(text);
    },
    verify,
  };
}

export type OtpLogin = ReturnType<typeof useOtpLogin>;

/** An error about the contact or the code field, shown under it, the field scrolled into view. */
function useFieldError() {
  const [fieldError, setFieldError] = useState<{ field: 'contact' | 'code'; message: string }>();
  const contactRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = fieldError?.field === 'contact' ? contactRef.current : codeRef.current;
    if (fieldError) input?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [fieldError]);
  return { fieldError, setFieldError, contactRef, codeRef };
}
