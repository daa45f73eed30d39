/**
 * What the back-office component tests need under jsdom; imported first by each of them:
 * react-router needs TextEncoder/TextDecoder, which jsdom lacks.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
