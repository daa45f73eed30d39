import { buildTemplate } from './database';

export default async function globalSetup(): Promise<void> {
  await buildTemplate();
}
