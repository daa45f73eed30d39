import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks them and react-router needs them as soon as it loads (setupFilesAfterEnv runs before each test file).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Pages load their lazy parts (the forms drawn with MUI) by dynamic import: on a loaded CI machine that took longer
// than the default second of testing-library's findBy and waitFor (a MerchantSpacePage test failed so on 2026-11-28),
// and a back-office list's search message once took more than 5 s beside a browser test.
configure({ asyncUtilTimeout: 10_000 });
