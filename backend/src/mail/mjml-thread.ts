import { parentPort } from 'node:worker_threads';
import { compileMjml } from './mjml-compiler';

/** The worker thread of MjmlCompiler: MJML is loaded as the thread starts, then each layout sent is answered by id. */
void import('mjml');
parentPort!.on('message', ({ id, source }: { id: number; source: string }) => {
  compileMjml(source).then(
    (html) => parentPort!.postMessage({ id, html }),
    (error: Error) => parentPort!.postMessage({ id, failure: error.message }),
  );
});
