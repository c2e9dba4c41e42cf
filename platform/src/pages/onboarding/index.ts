export { createOnboardingRouter } from './router.js';
