import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export const StatisticsPage = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.statistics.title" />
      <CardContent>
        <Typography variant="h5">{translate('app.statistics.title')}</Typography>
      </CardContent>
    </Card>
  );
};
