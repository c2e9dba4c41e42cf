import { DEFAULT_WEBVIEW_METHOD, OTP, WEBVIEW_CHANNELS } from '@satchel/shared';

export interface PageConstants {
  method: string;
  channels: { request: string; response: string; info: string };
  otpDigits: number;
  /** The page gives up waiting for the SDK after this long (the SDK's own calls may take a while). */
  answerTimeoutMs: number;
  /** Without a `ui_config` answer by then, the default appearance is used. */
  configTimeoutMs: number;
}

type Data = Record<string, unknown>;

/**
 * The onboarding page's browser code (docs/protocol.md §16.8). It is serialised with `Function.prototype.toString`, so it
 * must stay self-contained: no imports, no outer variables; constants arrive as the argument. It holds no keys and
 * calls no `/api` route: every action is a request to the SDK in `window.parent`, posted to `origin` only, and
 * only messages from `origin` are read.
 */
export function onboardingPage(c: PageConstants): void {
  const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const query = new URLSearchParams(location.search);
  // `app` names the embedding SDK (SATCHEL_WEB for the web SDK); without it the page was not opened by one.
  const app = query.get('app') ?? '';
  const origin = query.get('origin') ?? '';
  const pending = new Map<
    string,
    { resolve: (d: Data) => void; reject: (e: Error) => void; timer: number }
  >();
  let contactKey: 'email' | 'whatsapp_number' = 'email';
  let contact = '';
  let otpToken = '';

  const embedded = (() => {
    try {
      return app !== '' && new URL(origin).origin === origin && window.parent !== window;
    } catch {
      return false;
    }
  })();

  function show(step: 'loading' | 'contact' | 'code' | 'done' | 'blocked'): void {
    for (const id of ['loading', 'contact', 'code', 'done', 'blocked']) $('step-' + id).hidden = id !== step;
  }
  function setError(text: string): void {
    const el = $('error');
    el.textContent = text;
    el.hidden = !text;
  }
  function setStatus(text: string): void {
    $('status').textContent = text;
  }
  function setBusy(busy: boolean): void {
    document
      .querySelectorAll<HTMLButtonElement | HTMLInputElement>('button:not(#close), input')
      .forEach((el) => {
        el.disabled = busy;
      });
    $('card').setAttribute('aria-busy', String(busy));
  }
  function newId(): string {
    if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
    const b = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  }
  function post(message: Data): void {
    window.parent.postMessage(message, origin);
  }
  /** One request to the SDK; settles with its response (§16.3: success as JSON text, error as an object). */
  function request(data: Data, timeoutMs = c.answerTimeoutMs): Promise<Data> {
    const id = newId();
    return new Promise((resolve, reject) => {
      const timer = window.setTimeout(() => {
        pending.delete(id);
        reject(new Error('The app did not answer. Close this window and try again.'));
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer });
      post({ id, method: c.method, data, channel: c.channels.request });
    });
  }
  function parse(raw: unknown): Data | undefined {
    let value = raw;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        return undefined;
      }
    }
    return value && typeof value === 'object' ? (value as Data) : undefined;
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== window.parent) return;
    const message = parse(event.data);
    if (!message) return;
    if (message.channel === c.channels.request) {
      // The SDK's own requests: the reserved handshake types are acknowledged; anything else is refused.
      const type = (parse(message.data) ?? {}).type;
      const known = type === 'sdk_ready' || type === 'acknowledge';
      const data = known ? { status: 'success', type } : { status: 'error', message: 'Unsupported request' };
      return post({
        id: message.id as string,
        method: message.method as string,
        data,
        channel: c.channels.response,
      });
    }
    if (message.channel === c.channels.info) return;
    const waiting = typeof message.id === 'string' ? pending.get(message.id) : undefined;
    if (!waiting) return;
    pending.delete(message.id as string);
    window.clearTimeout(waiting.timer);
    if (typeof message.error === 'string') waiting.reject(new Error(message.error));
    else waiting.resolve(parse(message.data) ?? {});
  });

  function applyConfig(config: Data): void {
    const appearance = (config.appearance ?? {}) as { themeName?: string; theme?: Record<string, string> };
    document.documentElement.dataset.theme = appearance.themeName === 'light' ? 'light' : 'dark';
    for (const [name, value] of Object.entries(appearance.theme ?? {})) {
      if (name.startsWith('--satchel-') && typeof value === 'string')
        document.documentElement.style.setProperty(name, value);
    }
    const vendor = (config.vendor ?? {}) as { name?: string; logo?: string };
    if (vendor.name) $('vendor').textContent = vendor.name;
    const logo = $<HTMLImageElement>('logo');
    if (vendor.logo && /^(https?:|data:image\/)/.test(vendor.logo)) {
      logo.src = vendor.logo;
      logo.hidden = false;
    }
    const options = (config.loginOptions ?? {}) as {
      socialLogins?: { type: string }[];
      otpLoginOptions?: { type: string }[];
    };
    const social = options.socialLogins ?? [{ type: 'google' }];
    const otp = (options.otpLoginOptions ?? [{ type: 'email' }]).map((o) => o.type);
    $('google').hidden = !social.some((s) => s.type === 'google');
    $('use-phone').hidden = !(otp.includes('email') && otp.includes('phone'));
    if (!otp.includes('email') && otp.includes('phone')) useContact('whatsapp_number');
    $('otp-form').hidden = otp.length === 0;
    $('divider').hidden = $('google').hidden || otp.length === 0;
  }
  function useContact(key: 'email' | 'whatsapp_number'): void {
    contactKey = key;
    const input = $<HTMLInputElement>('contact');
    const email = key === 'email';
    $('contact-label').textContent = email ? 'Email address' : 'WhatsApp number';
    input.type = email ? 'email' : 'tel';
    input.autocomplete = email ? 'email' : 'tel';
    input.inputMode = email ? 'email' : 'numeric';
    input.value = '';
    $('use-phone').textContent = email ? 'Use a phone number instead' : 'Use an email address instead';
  }
  async function run(action: () => Promise<void>): Promise<void> {
    setError('');
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  $('close').addEventListener('click', () =>
    post({ id: newId(), method: c.method, data: { type: 'close_webview' }, channel: c.channels.request }),
  );
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && embedded) $('close').click();
  });
  if (!embedded) {
    $('close').hidden = true;
    return show('blocked');
  }

  $('use-phone').addEventListener('click', () =>
    useContact(contactKey === 'email' ? 'whatsapp_number' : 'email'),
  );
  $('google').addEventListener('click', () =>
    run(async () => {
      setStatus('Continue in the Google window…');
      await request({ provider: 'google' });
      setStatus('');
      show('done');
    }).then(() => setStatus('')),
  );
  $('otp-form').addEventListener('submit', (event) => {
    event.preventDefault();
    run(async () => {
      contact = $<HTMLInputElement>('contact').value.trim();
      if (!contact)
        throw new Error(contactKey === 'email' ? 'Enter your email address.' : 'Enter your WhatsApp number.');
      const answer = await request({ type: 'request_otp', [contactKey]: contact });
      otpToken = String(answer.token ?? '');
      $('sent-to').textContent = contact;
      show('code');
      $('code').focus();
    });
  });
  $('code-form').addEventListener('submit', (event) => {
    event.preventDefault();
    run(async () => {
      const otp = $<HTMLInputElement>('code').value.replace(/\D/g, '');
      if (otp.length !== c.otpDigits) throw new Error('Enter the ' + c.otpDigits + '-digit code.');
      await request({ type: 'verify_otp', [contactKey]: contact, otp, token: otpToken });
      show('done');
    });
  });
  $('resend').addEventListener('click', () =>
    run(async () => {
      const answer = await request({ type: 'resend_otp', [contactKey]: contact, token: otpToken });
      otpToken = String(answer.token ?? otpToken);
      setStatus('A new code was sent to ' + contact + '.');
    }),
  );
  $('paste').addEventListener('click', () =>
    run(async () => {
      const provider = contactKey === 'email' ? 'email' : 'whatsapp';
      const answer = await request({ type: 'paste_otp', provider });
      $<HTMLInputElement>('code').value = String(answer.message ?? '')
        .replace(/\D/g, '')
        .slice(0, c.otpDigits);
    }),
  );
  $('back').addEventListener('click', () => {
    setError('');
    setStatus('');
    $<HTMLInputElement>('code').value = '';
    show('contact');
    $('contact').focus();
  });

  // ui_config first: the appearance is applied before any login option is offered.
  request({ type: 'ui_config' }, c.configTimeoutMs)
    .then((answer) => applyConfig((answer.config ?? {}) as Data))
    .catch(() => applyConfig({}))
    .then(() => {
      show('contact');
      $('contact').focus();
    });
}

/** The served script: the function above, called with the protocol constants. */
export function onboardingScript(): string {
  const constants: PageConstants = {
    method: DEFAULT_WEBVIEW_METHOD,
    channels: { ...WEBVIEW_CHANNELS },
    otpDigits: OTP.digits,
    answerTimeoutMs: 120000,
    configTimeoutMs: 5000,
  };
  return `'use strict';\n(${onboardingPage.toString()})(${JSON.stringify(constants)});\n`;
}
