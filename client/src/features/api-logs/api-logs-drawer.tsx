import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { UI } from '@satchel/shared';
import { DEMO } from '../../lib/demo-messages.js';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { RequestLog, RequestLogEntry } from '../../backend/types.js';
import { useBackend } from '../../backend/backend-context.js';
import { JsonView } from '../../components/json-view.js';
import { pathOf } from './path-of.js';

const EMPTY: readonly RequestLogEntry[] = [];

/** The log's entries, newest first (the SDK's log keeps them in call order). */
function useEntries(log: RequestLog | undefined) {
  const subscribe = useCallback((onChange: () => void) => log?.subscribe(onChange) ?? (() => {}), [log]);
  const entries = useSyncExternalStore(subscribe, () => log?.entries ?? EMPTY);
  return useMemo(() => [...entries].reverse(), [entries]);
}

function EntryDetails({ entry }: { entry: RequestLogEntry | undefined }) {
  const [tab, setTab] = useState(0);
  return (
    <Box sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ px: 2 }}>
        <Tab label="Request" />
        <Tab label="Response" />
      </Tabs>
      <Divider />
      <Box sx={{ p: 2, overflow: 'auto' }} data-testid="api-log-details">
        {tab === 0 &&
          (entry ? (
            <>
              <Typography variant="subtitle2">Method</Typography>
              <Typography sx={{ mb: 1 }}>{entry.request.method}</Typography>
              <Typography variant="subtitle2">URL</Typography>
              <Typography sx={{ mb: 1, wordBreak: 'break-all' }}>{entry.request.url}</Typography>
              <Typography variant="subtitle2">Headers</Typography>
              <JsonView value={entry.request.headers} />
              <Typography variant="subtitle2" sx={{ mt: 1 }}>
                Body
              </Typography>
              <JsonView value={entry.request.body} />
            </>
          ) : (
            <Typography color="text.secondary">{DEMO.noRequestYet}</Typography>
          ))}
        {tab === 1 &&
          (entry?.response ? (
            <>
              <Typography variant="subtitle2">Status</Typography>
              <Typography
                sx={{ mb: 1 }}
                color={entry.response.status >= 400 || entry.response.status === 0 ? 'error' : 'success.main'}
              >
                {entry.response.status}
              </Typography>
              <Typography variant="subtitle2">Body</Typography>
              <JsonView value={entry.response.body} />
            </>
          ) : (
            <Typography color="text.secondary">{DEMO.noResponseYet}</Typography>
          ))}
      </Box>
    </Box>
  );
}

/** api mode: every BFF call, newest first, with its own request and response (secrets masked). */
export function ApiLogsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { backend } = useBackend();
  const entries = useEntries(backend.requestLog);
  const [selectedId, setSelectedId] = useState<number>();
  const selected = entries.find((e) => e.id === selectedId) ?? entries[0];
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // A phone gets the whole screen, the list above the selected call's details.
      // The drawer is a dialog named by its title.
      slotProps={{
        paper: {
          sx: { width: { xs: '100vw', sm: UI.apiLogDrawerWidth }, maxWidth: '100vw' },
          'aria-labelledby': 'api-logs-title',
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }} data-testid="api-logs-drawer">
        <Typography variant="h6" sx={{ flex: 1 }} id="api-logs-title">
          API Logs
        </Typography>
        <IconButton aria-label="Close API logs" onClick={onClose}>
          ×
        </IconButton>
      </Box>
      <Divider />
      {entries.length === 0 ? (
        <Typography sx={{ p: { xs: 2, sm: 3 } }} color="text.secondary">
          {DEMO.noLogsYet}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flex: 1, minHeight: 0 }}>
          <List
            dense
            sx={{
              width: { xs: '100%', sm: 250 },
              maxHeight: { xs: '35vh', sm: 'none' },
              flexShrink: 0,
              borderRight: { sm: '1px solid #e5e7eb' },
              borderBottom: { xs: '1px solid #e5e7eb', sm: 'none' },
              overflow: 'auto',
            }}
            data-testid="api-log-list"
          >
            {entries.map((entry) => (
              <ListItem key={entry.id} disablePadding>
                <ListItemButton selected={entry.id === selected?.id} onClick={() => setSelectedId(entry.id)}>
                  <ListItemText
                    primary={`${entry.request.method} ${pathOf(entry.request.url)}`}
                    secondary={`${new Date(entry.timestamp).toLocaleTimeString()} · ${entry.response ? entry.response.status : '…'}`}
                    slotProps={{
                      primary: { sx: { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' } },
                    }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <EntryDetails entry={selected} />
        </Box>
      )}
    </Drawer>
  );
}
