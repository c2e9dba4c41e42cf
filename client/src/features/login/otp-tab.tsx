import { Box, Button, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { ErrorText } from '../../components/error-text.js';
import { useOtpLogin, type OtpLogin } from './use-otp-login.js';

/** Email or WhatsApp one-time code: send → verify, with Resend and paste-from-clipboard (spec §4). */
export function OtpTab({ method }: { method: 'email' | 'whatsapp' }) {
  const otp = useOtpLogin(method);
  const isEmail = method === 'email';
  return (
    <Stack spacing={2} data-testid={`otp-${method}`} data-otp-state={otp.state}>
      <TextField
        label={isEmail ? 'Email address' : 'WhatsApp number'}
        type={isEmail ? 'email' : 'tel'}
        placeholder={isEmail ? 'you@example.com' : '9876543210'}
        value={otp.contact}
        onChange={(e) => otp.editContact(e.target.value)}
        disabled={otp.state !== 'send_OTP' || otp.busy}
        inputRef={otp.contactRef}
        error={!!otp.contactMessage}
        helperText={otp.contactMessage}
        slotProps={{
          input: isEmail ? {} : { startAdornment: <InputAdornment position="start">IN +91</InputAdornment> },
        }}
      />
      {otp.state === 'send_OTP' ? (
        <Button variant="contained" onClick={otp.send} disabled={otp.busy}>
          Send code
        </Button>
      ) : (
        <CodeStep otp={otp} isEmail={isEmail} />
      )}
      <ErrorText message={otp.rejected ? undefined : otp.error} />
    </Stack>
  );
}

/** The code sent, and Verify, Resend, Paste from clipboard, Change email or number. */
function CodeStep({ otp, isEmail }: { otp: OtpLogin; isEmail: boolean }) {
  const { busy } = otp;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        We sent a 6-digit code to {otp.contact}.
      </Typography>
      <TextField
        label="Code"
        value={otp.code}
        onChange={(e) => otp.editCode(e.target.value)}
        disabled={busy}
        inputRef={otp.codeRef}
        error={!!otp.codeMessage}
        helperText={otp.codeMessage}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void otp.verify()} disabled={busy || !otp.code.trim()}>
          Verify
        </Button>
        <Button variant="outlined" onClick={otp.resend} disabled={busy}>
          {otp.state === 'resend_OTP' ? 'Resending…' : 'Resend'}
        </Button>
        <Button variant="text" onClick={otp.paste} disabled={busy}>
          Paste from clipboard
        </Button>
        <Button variant="text" color="inherit" onClick={otp.changeContact} disabled={busy}>
          Change {isEmail ? 'email' : 'number'}
        </Button>
      </Box>
    </>
  );
}
