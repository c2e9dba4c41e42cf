/** One server-sent event as read by a plain HTTP client. */
export interface SseEvent {
  id?: string;
  event: string;
  data: any;
}

/**
 * POSTs to an SSE route with fetch and parses the stream (`id:`, `event:`, `data:` lines, blank line = dispatch;
 * `:` comments counted) until it ends or `stopWhen` holds for the events read so far.
 */
export async function readEventStream(
  url: string,
  body: unknown,
  options: {
    headers?: Record<string, string>;
    stopWhen?: (events: SseEvent[], comments: number) => boolean;
  } = {},
) {
  const controller = new AbortController();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options.headers },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  let comments = 0;
  if (!res.headers.get('content-type')?.startsWith('text/event-stream'))
    return {
      status: res.status,
      contentType: res.headers.get('content-type'),
      events,
      comments,
      json: await res.json(),
    };
  const decoder = new TextDecoder();
  let buffer = '';
  let current: Partial<SseEvent> & { lines: string[] } = { lines: [] };
  const reader = res.body!.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (line === '') {
          if (current.lines.length)
            events.push({
              ...(current.id !== undefined && { id: current.id }),
              event: current.event ?? 'message',
              data: JSON.parse(current.lines.join('\n')),
            });
          current = { lines: [] };
        } else if (line.startsWith(':')) comments++;
        else if (line.startsWith('id: ')) current.id = line.slice(4);
        else if (line.startsWith('event: ')) current.event = line.slice(7);
        else if (line.startsWith('data: ')) current.lines.push(line.slice(6));
      }
      if (options.stopWhen?.(events, comments)) {
        controller.abort();
        break;
      }
    }
  } catch (error) {
    if ((error as Error).name !== 'AbortError') throw error;
  }
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    comments,
    json: undefined,
  };
}
