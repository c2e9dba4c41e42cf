/**
 * The onboarding page's stylesheet: themed through the `--satchel-…` variables of `ui_config` (§16.5). No
 * `color-scheme`: a frame whose scheme differs from its embedder's gets an opaque canvas, and the page must stay
 * transparent around its card (the modal's backdrop shows through).
 */
export const ONBOARDING_CSS = `:root {
  --satchel-body-background: #15171c;
  --satchel-body-color-tertiary: #22252c;
  --satchel-background-surface: #1d2026;
  --satchel-accent-color: #5b8cff;
  --satchel-button-font-weight: 600;
  --satchel-border-color: #343843;
  --satchel-stroke-divider: #2c3039;
  --satchel-font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --satchel-rounded-sm: 6px;
  --satchel-rounded-md: 8px;
  --satchel-rounded-lg: 12px;
  --satchel-rounded-xl: 16px;
  --satchel-rounded-full: 999px;
  --satchel-success-color: #3ecf8e;
  --satchel-warning-color: #f5a524;
  --satchel-error-color: #ff6b6b;
  --satchel-text-primary: #f4f5f7;
  --satchel-text-secondary: #a5abb8;
}
:root[data-theme="light"] {
  --satchel-body-background: #ffffff;
  --satchel-body-color-tertiary: #f2f4f7;
  --satchel-background-surface: #f7f8fa;
  --satchel-accent-color: #2b5fe3;
  --satchel-border-color: #d5d9e0;
  --satchel-stroke-divider: #e4e7ec;
  --satchel-success-color: #118a53;
  --satchel-warning-color: #a15c00;
  --satchel-error-color: #c62828;
  --satchel-text-primary: #14161a;
  --satchel-text-secondary: #5a6170;
}
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; background: transparent; }
body {
  display: flex; align-items: center; justify-content: center; padding: 16px;
  font-family: var(--satchel-font-family); color: var(--satchel-text-primary); font-size: 15px; line-height: 1.45;
}
.card {
  position: relative; width: 100%; max-width: 420px; padding: 32px 28px 28px;
  background: var(--satchel-body-background); border: 1px solid var(--satchel-border-color);
  border-radius: var(--satchel-rounded-xl); box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35);
}
header { text-align: center; margin-bottom: 20px; }
.logo { display: block; max-height: 48px; max-width: 160px; margin: 0 auto 12px; }
.logo[hidden] { display: none; }
h1 { font-size: 20px; margin: 0; font-weight: 650; }
.step[hidden], [hidden] { display: none !important; }
form { display: flex; flex-direction: column; gap: 10px; }
label { font-size: 13px; color: var(--satchel-text-secondary); }
input {
  width: 100%; padding: 11px 12px; font: inherit; color: inherit;
  background: var(--satchel-background-surface); border: 1px solid var(--satchel-border-color);
  border-radius: var(--satchel-rounded-md);
}
#code { letter-spacing: 0.4em; font-size: 20px; text-align: center; }
button {
  font: inherit; font-weight: var(--satchel-button-font-weight); color: inherit; cursor: pointer;
  padding: 10px 14px; border-radius: var(--satchel-rounded-md);
  background: var(--satchel-body-color-tertiary); border: 1px solid var(--satchel-border-color);
}
button:disabled { opacity: 0.6; cursor: default; }
button.primary { background: var(--satchel-accent-color); border-color: var(--satchel-accent-color); color: #fff; }
button.link { background: none; border: none; color: var(--satchel-accent-color); padding: 4px; font-weight: 500; }
button.google {
  width: 100%; display: flex; align-items: center; justify-content: center; gap: 10px;
  background: #fff; color: #1f1f1f; border-color: #747775; border-radius: var(--satchel-rounded-full);
}
.close {
  position: absolute; top: 10px; right: 10px; width: 36px; height: 36px; padding: 0; font-size: 22px; line-height: 1;
  border-radius: var(--satchel-rounded-full); background: transparent; border: none; color: var(--satchel-text-secondary);
}
:focus-visible { outline: 2px solid var(--satchel-accent-color); outline-offset: 2px; }
.row { display: flex; gap: 8px; }
.row button { flex: 1; }
.divider { display: flex; align-items: center; gap: 12px; margin: 18px 0; color: var(--satchel-text-secondary); font-size: 13px; }
.divider::before, .divider::after { content: ""; flex: 1; height: 1px; background: var(--satchel-stroke-divider); }
.error { color: var(--satchel-error-color); margin: 0 0 12px; }
.success { color: var(--satchel-success-color); text-align: center; font-weight: 600; }
.status { color: var(--satchel-text-secondary); font-size: 13px; min-height: 1em; margin: 0 0 8px; }
.muted { color: var(--satchel-text-secondary); text-align: center; }
p { margin: 0 0 8px; }
@media (prefers-reduced-motion: no-preference) { button { transition: filter 0.15s ease; } button:hover:not(:disabled) { filter: brightness(1.08); } }
`;
