export * from './documents';
export * from './artisan-terms';
