/**
 * A transaction error as Solana's JSON-RPC writes it, from the runtime's Rust form:
 * `InstructionError(0, Custom(1))` → `{"InstructionError":[0,{"Custom":1}]}`, `InvalidProgramForExecution` →
 * `"InvalidProgramForExecution"`, `InsufficientFundsForRent { account_index: 2 }` →
 * `{"InsufficientFundsForRent":{"account_index":2}}`. Text it cannot read is returned as a string.
 */
export function solanaErrorJson(error: string): unknown {
  let at = 0;
  const space = () => {
    while (error[at] === ' ') at += 1;
  };
  const value = (): unknown => {
    space();
    if (error[at] === '"') {
      const end = error.indexOf('"', at + 1);
      const text = error.slice(at + 1, end);
      at = end + 1;
      return text;
    }
    const token = /^[A-Za-z_][A-Za-z0-9_]*|^-?[0-9]+/.exec(error.slice(at))?.[0];
    if (!token) throw new Error('unreadable');
    at += token.length;
    if (/^-?[0-9]/.test(token)) return Number(token);
    space();
    if (error[at] === '(') {
      at += 1;
      const items: unknown[] = [];
      while (error[at] !== ')') {
        items.push(value());
        space();
        if (error[at] === ',') at += 1;
        else if (error[at] !== ')') throw new Error('unreadable');
      }
      at += 1;
      return { [token]: items.length === 1 ? items[0] : items };
    }
    if (error[at] === '{') {
      at += 1;
      const fields: Record<string, unknown> = {};
      space();
      while (error[at] !== '}') {
        const name = /^[a-z_][a-z0-9_]*/.exec(error.slice(at))?.[0];
        if (!name) throw new Error('unreadable');
        at += name.length;
        space();
        if (error[at] !== ':') throw new Error('unreadable');
        at += 1;
        fields[name] = value();
        space();
        if (error[at] === ',') at += 1;
        space();
      }
      at += 1;
      return { [token]: fields };
    }
    return token;
  };
  try {
    const json = value();
    return at === error.length ? json : error;
  } catch {
    return error;
  }
}
