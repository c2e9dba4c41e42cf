/**
 * The onboarding page's markup: no inline script or style (a strict CSP applies), every control labelled, one
 * step visible at a time. Texts are static; the vendor name and logo come from the SDK's `ui_config`.
 */
export const ONBOARDING_HTML = `<!doctype html>
<html lang="en" data-theme="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Sign in</title>
<link rel="stylesheet" href="onboarding.css">
<script src="onboarding.js" defer></script>
</head>
<body>
<main id="card" class="card" aria-labelledby="title" aria-busy="true">
  <button id="close" class="close" type="button" aria-label="Close">&times;</button>
  <header>
    <img id="logo" class="logo" alt="" hidden>
    <h1 id="title">Sign in to <span id="vendor">Satchel</span></h1>
  </header>
  <p id="error" class="error" role="alert" hidden></p>
  <p id="status" class="status" role="status" aria-live="polite"></p>

  <section id="step-loading" class="step"><p class="muted">Loading…</p></section>

  <section id="step-contact" class="step" hidden>
    <button id="google" class="google" type="button">
      <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false"><path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"/><path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"/><path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"/><path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"/></svg>
      <span>Continue with Google</span>
    </button>
    <div id="divider" class="divider" role="separator"><span>or</span></div>
    <form id="otp-form" novalidate>
      <label id="contact-label" for="contact">Email address</label>
      <input id="contact" name="contact" type="email" autocomplete="email" inputmode="email" required>
      <button class="primary" type="submit">Send code</button>
      <button id="use-phone" class="link" type="button">Use a phone number instead</button>
    </form>
  </section>

  <section id="step-code" class="step" hidden>
    <form id="code-form" novalidate>
      <p>Enter the code sent to <strong id="sent-to"></strong>.</p>
      <label for="code">Verification code</label>
      <input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}" required>
      <div class="row">
        <button id="paste" type="button">Paste code</button>
        <button id="resend" type="button">Resend code</button>
      </div>
      <button class="primary" type="submit">Verify</button>
      <button id="back" class="link" type="button">Use a different address</button>
    </form>
  </section>

  <section id="step-done" class="step" hidden><p class="success">You are signed in.</p></section>

  <section id="step-blocked" class="step" hidden>
    <p class="error">This page only works inside the sign-in window of an app that uses Satchel.</p>
  </section>
</main>
</body>
</html>
`;
