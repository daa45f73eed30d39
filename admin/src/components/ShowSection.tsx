import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { SimpleShowLayout, useTranslate } from 'react-admin';

/** A titled card of a record's page, its fields labelled by react-admin. */
export const ShowSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate(title)}
        </Typography>
        <SimpleShowLayout sx={{ p: 0 }}>{children}</SimpleShowLayout>
      </CardContent>
    </Card>
  );
};
