import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { formatEuros } from '@ptits-mitrons/domain';
import { useTranslate } from 'react-admin';
import { formatInstant } from './payoutPeriod';
import type { PayoutLineResponse } from '@ptits-mitrons/api-types';

/** An artisan's workshops (and debts, negative) in what they are owed or were paid: three narrow columns, phone-wide. */
export const PayoutLinesTable = ({ lines, label }: { lines: PayoutLineResponse[]; label: string }) => {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.payouts.fields.workshop_at')}</TableCell>
            <TableCell>{translate('resources.payouts.fields.child_firstname')}</TableCell>
            <TableCell align="right">{translate('resources.payouts.fields.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={`${line.kind}-${line.proposal_id}`}>
              <TableCell>{formatInstant(line.workshop_at)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {line.child_firstname}
                {line.kind === 'refund_debt' && ` · ${translate('resources.payouts.debt')}`}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatEuros(line.amount_cents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
