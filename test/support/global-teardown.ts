import { dropTemplate } from './database';

export default async function globalTeardown(): Promise<void> {
  await dropTemplate();
}
