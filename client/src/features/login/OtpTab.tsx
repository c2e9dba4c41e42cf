import { Box, Button, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { SDK } from '@satchel/shared';
import { useEffect, useRef, useState } from 'react';
import { useBackend } from '../../backend/BackendContext.js';
import { ErrorText } from '../../components/ErrorText.js';
import { STORAGE_KEYS } from '../../config/storage-keys.js';
import { codeError, contactError, OTP_HINTS, verifyFailure } from './otp-errors.js';
import { errorText, useLoginAction } from './use-login-action.js';

type OtpState = 'send_OTP' | 'verify_OTP' | 'resend_OTP';

/** Email or WhatsApp one-time code: send → verify, with Resend and paste-from-clipboard (spec §4). */
export function OtpTab({ method }: { method: 'email' | 'whatsapp' }) {
  const { backend } = useBackend();
  const { busy, error, setError, run, login } = useLoginAction();
  const [contact, setContact] = useState('');
  const [otp, setOtp] = useState('');
  const [token, setToken] = useState('');
  const [state, setState] = useState<OtpState>('send_OTP');
  const isEmail = method === 'email';
  // Errors about a field show under that field, which is scrolled into view.
  const [fieldError, setFieldError] = useState<{ field: 'contact' | 'code'; message: string }>();
  const contactRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = fieldError?.field === 'contact' ? contactRef.current : codeRef.current;
    if (fieldError) input?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [fieldError]);

  // A rejected code is about the code field too, so it shows there rather than under the buttons.
  const rejected = error === OTP_HINTS.wrongCode ? error : undefined;
  const contactMessage = fieldError?.field === 'contact' ? fieldError.message : undefined;
  const codeMessage = fieldError?.field === 'code' ? fieldError.message : rejected;

  const send = async () => {
    const invalid = contactError(method, contact);
    setFieldError(invalid ? { field: 'contact', message: invalid } : undefined);
    if (invalid) return;
    const newToken = await run(() => backend.sendOtp(contact.trim(), method));
    if (newToken) {
      setToken(newToken);
      setState('verify_OTP');
      if (isEmail) localStorage.setItem(STORAGE_KEYS.email, contact.trim());
    }
  };

  const resend = async () => {
    setState('resend_OTP');
    const newToken = await run(() => backend.resendOtp(contact.trim(), method, token));
    if (newToken) setToken(newToken);
    setState('verify_OTP');
  };

  const paste = async () => {
    const text = (await navigator.clipboard.readText().catch(() => '')).trim();
    if (!text) return setError(SDK.noOtpOnClipboard);
    setOtp(text);
  };

  const verify = () => {
    const invalid = codeError(otp);
    setFieldError(invalid ? { field: 'code', message: invalid } : undefined);
    if (invalid) return;
    return login(method, async () => {
      try {
        await backend.verifyOtp(contact.trim(), method, otp.trim(), token);
      } catch (e) {
        throw new Error(verifyFailure(errorText(e)));
      }
    });
  };

  return (
    <Stack spacing={2} data-testid={`otp-${method}`} data-otp-state={state}>
      <TextField
        label={isEmail ? 'Email address' : 'WhatsApp number'}
        type={isEmail ? 'email' : 'tel'}
        placeholder={isEmail ? 'you@example.com' : '9876543210'}
        value={contact}
        onChange={(e) => {
          setContact(e.target.value);
          setFieldError(undefined);
        }}
        disabled={state !== 'send_OTP' || busy}
        inputRef={contactRef}
        error={!!contactMessage}
        helperText={contactMessage}
        slotProps={{
          input: isEmail ? {} : { startAdornment: <InputAdornment position="start">IN +91</InputAdornment> },
        }}
      />
      {state === 'send_OTP' ? (
        <Button variant="contained" onClick={send} disabled={busy}>
          Send code
        </Button>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            We sent a 6-digit code to {contact}.
          </Typography>
          <TextField
            label="Code"
            value={otp}
            onChange={(e) => {
              setOtp(e.target.value);
              setFieldError(undefined);
              setError(undefined);
            }}
            disabled={busy}
            inputRef={codeRef}
            error={!!codeMessage}
            helperText={codeMessage}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => void verify()} disabled={busy || !otp.trim()}>
              Verify
            </Button>
            <Button variant="outlined" onClick={resend} disabled={busy}>
              {state === 'resend_OTP' ? 'Resending…' : 'Resend'}
            </Button>
            <Button variant="text" onClick={paste} disabled={busy}>
              Paste from clipboard
            </Button>
            <Button
              variant="text"
              color="inherit"
              onClick={() => {
                setState('send_OTP');
                setOtp('');
              }}
              disabled={busy}
            >
              Change {isEmail ? 'email' : 'number'}
            </Button>
          </Box>
        </>
      )}
      <ErrorText message={rejected ? undefined : error} />
    </Stack>
  );
}
