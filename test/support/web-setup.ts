import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks them and react-router needs them as soon as it loads (setupFilesAfterEnv runs before each test file).
Object.assign(globalThis, { TextEncoder, TextDecoder });
