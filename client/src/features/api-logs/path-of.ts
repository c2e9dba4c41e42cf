/** A logged call's path (the list shows `POST /api/intent/tokenTransfer`); the text as it is when not a URL. */
export const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};
