// Setup of jest's "crypto (noble fallback)" project: the crypto tests run again as on a machine where the native
// addons cannot load (SATCHEL_NATIVE_CRYPTO=0, set before any module of the test file loads).
process.env.SATCHEL_NATIVE_CRYPTO = '0';
