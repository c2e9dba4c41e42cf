/** One registered route: upper-case method and full path as mounted. */
export interface RegisteredRoute {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: unknown;
}

/**
 * Every route an Express 5 app (router 2) registered, nested routers included, read from the app's own router
 * stack so a new route shows up without editing any list. Mount paths must be plain strings.
 */
export function listExpressRoutes(app: object): RegisteredRoute[] {
  // Express's typings do not describe the router stack; this reads what Express 5 keeps there.
  const { router } = app as { router?: { stack?: Layer[] } };
  if (!Array.isArray(router?.stack)) throw new Error('not an Express 5 app (no router stack)');
  const out: RegisteredRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods))
          if (on && method !== '_all')
            out.push({ method: method.toUpperCase(), path: `${prefix}${layer.route.path}` });
      } else if (layer.handle?.stack) {
        if (typeof layer.rawPath !== 'string')
          throw new Error(`mount path ${String(layer.rawPath)} is not a string`);
        walk(layer.handle.stack, layer.rawPath === '/' ? prefix : `${prefix}${layer.rawPath}`);
      }
    }
  };
  walk(router.stack, '');
  return out;
}
