import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks them and react-router needs them when it loads: import this before anything that imports the router.
Object.assign(globalThis, { TextEncoder, TextDecoder });
