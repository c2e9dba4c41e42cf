import { Box, Button, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { checkEmailInput, checkPhoneInput, SDK } from '@satchel/shared';
import { useState } from 'react';
import { useBackend } from '../../backend/BackendContext.js';
import { ErrorText } from '../../components/ErrorText.js';
import { STORAGE_KEYS } from '../../config/storage-keys.js';
import { useLoginAction } from './use-login-action.js';

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

  const send = async () => {
    const invalid = isEmail ? checkEmailInput(contact) : checkPhoneInput(contact);
    if (invalid) return setError(invalid);
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

  const verify = () => login(method, () => backend.verifyOtp(contact.trim(), method, otp.trim(), token));

  return (
    <Stack spacing={2} data-testid={`otp-${method}`} data-otp-state={state}>
      <TextField
        label={isEmail ? 'Email address' : 'WhatsApp number'}
        type={isEmail ? 'email' : 'tel'}
        placeholder={isEmail ? 'you@example.com' : '9876543210'}
        value={contact}
        onChange={(e) => setContact(e.target.value)}
        disabled={state !== 'send_OTP' || busy}
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
            onChange={(e) => setOtp(e.target.value)}
            disabled={busy}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={verify} disabled={busy || !otp.trim()}>
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
      <ErrorText message={error} />
    </Stack>
  );
}
