/** The pinned runtime version (platform/package.json), reported by `getVersion`. */
export const VERSION = '1.5.0';
