import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { UI } from '@satchel/shared';
import type { NftItem } from '../../backend/types.js';
import { fixed, shortAddress } from '../../lib/format.js';

// A phone has no room for the collection column: it goes under the NFT's name, so every value stays in view.
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

/** The user's NFTs on the chosen network (getPortfolioNFT), so a fresh mint is visible at once. */
export function OwnedNfts({ nfts, caip2Id }: { nfts: NftItem[] | undefined; caip2Id: string }) {
  const list = (nfts ?? []).filter((n) => !caip2Id || n.caipId.toLowerCase() === caip2Id.toLowerCase());
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" gutterBottom>
        Your NFTs {caip2Id ? `on ${caip2Id}` : ''}
      </Typography>
      {list.length === 0 ? (
        <Typography color="text.secondary">None yet.</Typography>
      ) : (
        <Table size="small" data-testid="owned-nfts">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell sx={WIDE_ONLY}>Collection</TableCell>
              <TableCell>NFT ID</TableCell>
              <TableCell align="right">Quantity</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((n) => (
              <TableRow key={`${n.collectionAddress}-${n.nftId}`}>
                <TableCell>
                  {n.nftName || `NFT #${n.nftId}`}
                  <Typography color="text.secondary" variant="caption" sx={PHONE_ONLY}>
                    {n.collectionName ?? shortAddress(n.collectionAddress)}
                  </Typography>
                </TableCell>
                <TableCell sx={WIDE_ONLY}>{n.collectionName ?? shortAddress(n.collectionAddress)}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{shortAddress(n.nftId, 8)}</TableCell>
                <TableCell align="right">{fixed(n.quantity, UI.nftQuantityDecimals)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
