/** Fills an explorer template (`{hash}` / `{address}`). */
export const explorerUrl = (template: string, value: string) =>
  template.replace(/\{(hash|address)\}/g, value);
